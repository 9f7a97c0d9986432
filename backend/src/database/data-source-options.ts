import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { mysqlMigrations } from './migrations/mysql';
import { sqliteMigrations } from './migrations/sqlite';

/**
 * One place that turns DATABASE_URL into TypeORM options, for the app, the
 * migrate command and the tests. The schema is only ever changed by the
 * migrations of the dialect; `synchronize` stays off.
 */
export function buildDataSourceOptions(
  database: DatabaseConfig,
  extra: { entities?: DataSourceOptions['entities']; logging?: boolean } = {},
): DataSourceOptions {
  const common = {
    entities: extra.entities ?? [],
    synchronize: false,
    migrationsRun: false,
    logging: extra.logging ?? false,
  } as const;

  if (database.kind === 'sqlite') {
    if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.path,
      migrations: sqliteMigrations,
      // WAL lets readers run beside the one writer; foreign keys make
      // "rows that reference a user are deleted with the user" hold.
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = NORMAL');
        db.pragma('foreign_keys = ON');
        db.pragma('busy_timeout = 5000');
      },
    } as DataSourceOptions;
  }

  return {
    ...common,
    type: 'mysql',
    url: database.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    supportBigNumbers: true,
    bigNumberStrings: false,
    dateStrings: false,
    migrations: mysqlMigrations,
    extra: { connectionLimit: 10, waitForConnections: true, queueLimit: 0, enableKeepAlive: true },
  } as DataSourceOptions;
}
