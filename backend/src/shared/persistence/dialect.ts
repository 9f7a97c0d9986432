import type { DataSource } from 'typeorm';

/** The two databases the app runs on; the one place that tells them apart. */
export type Dialect = 'sqlite' | 'mysql';

export function dialectOf(dataSource: DataSource): Dialect {
  return dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
}

export function isSqlite(dataSource: DataSource): boolean {
  return dialectOf(dataSource) === 'sqlite';
}
