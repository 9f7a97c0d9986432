import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * The MySQL lock's name. GET_LOCK names are global to the server, so the
 * database's name is part of it: nodes of one database take turns, while
 * other databases on the same server (other apps, parallel test runs) are not
 * held up. Names are limited to 64 characters.
 */
export function migrationLockName(database: string): string {
  const name = `lodestar_migrations:${database}`;
  return name.length <= 64
    ? name
    : `lodestar_migrations:${createHash('sha256').update(database).digest('hex').slice(0, 40)}`;
}

/**
 * Runs pending migrations. On MySQL a named lock makes app nodes that start
 * together take turns, so a migration never runs twice at once.
 */
export async function runMigrations(db: DataSource): Promise<string[]> {
  if (db.options.type !== 'mysql') {
    return (await db.runMigrations({ transaction: 'each' })).map((m) => m.name);
  }
  const lock = db.createQueryRunner();
  await lock.connect();
  const [{ name: database }] = (await lock.query('SELECT DATABASE() AS name')) as Array<{
    name: string;
  }>;
  const lockName = migrationLockName(database ?? '');
  try {
    const [row] = await lock.query('SELECT GET_LOCK(?, 120) AS got', [lockName]);
    if (Number(row?.got) !== 1) throw new Error('Timed out waiting for the migration lock');
    return (await db.runMigrations({ transaction: 'each' })).map((m) => m.name);
  } finally {
    await lock.query('SELECT RELEASE_LOCK(?)', [lockName]).catch(() => undefined);
    await lock.release();
  }
}
