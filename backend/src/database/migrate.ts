/**
 * `npm run migrate`: brings the database named by DATABASE_URL to the latest
 * schema (the app also does this at start).
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { ensureDatabaseExists } from './ensure-database';
import { runMigrations } from './run-migrations';

async function main() {
  // As the server does: a .env file fills in what is not set (else a DATABASE_URL kept
  // only there was missed, and the default SQLite file migrated instead, "successfully").
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  await ensureDatabaseExists(config.database);
  const db = new DataSource(buildDataSourceOptions(config.database));
  await db.initialize();
  const ran = await runMigrations(db);
  await db.destroy();
  console.log(ran.length ? `Applied: ${ran.join(', ')}` : 'Schema is up to date.');
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
