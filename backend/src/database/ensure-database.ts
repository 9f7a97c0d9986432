import { createConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '../config/app-config';

/**
 * MySQL only: create the database named in DATABASE_URL when it does not exist
 * yet, so a newcomer needs nothing but a server and a user.
 */
export async function ensureDatabaseExists(database: DatabaseConfig): Promise<void> {
  if (database.kind !== 'mysql') return;
  const url = new URL(database.url);
  url.pathname = '/';
  const connection = await createConnection({ uri: url.toString() });
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${database.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
}
