import type { DataSource } from 'typeorm';

interface Statement {
  all(...params: unknown[]): unknown[];
}
interface SyncSqlite {
  prepare(sql: string): Statement;
  inTransaction: boolean;
}

const statements = new WeakMap<DataSource, Map<string, Statement>>();
const MAX_STATEMENTS = 200;

/**
 * A SELECT on the hot path (the session row, the goal list, the dashboard).
 * On SQLite: a prepared statement kept per SQL text and run at once, skipping
 * TypeORM's query runner, but only while no transaction is open on the one
 * shared connection; otherwise it goes through TypeORM, whose transaction
 * guard (`sqlite-transaction-guard.ts`) makes it wait for that transaction,
 * or run inside it when it is this flow's own. On MySQL: `dataSource.query`.
 * Either way the statement is reported to TypeORM's logger like every other
 * query (the query-count test counts it). Parameters: strings and numbers.
 */
export async function hotSelect<T>(
  dataSource: DataSource,
  sql: string,
  params: ReadonlyArray<string | number>,
): Promise<T[]> {
  if (dataSource.options.type !== 'better-sqlite3') {
    return dataSource.query(sql, params as unknown[]) as Promise<T[]>;
  }
  const db = (dataSource.driver as unknown as { databaseConnection: SyncSqlite })
    .databaseConnection;
  if (db.inTransaction) return dataSource.query(sql, params as unknown[]) as Promise<T[]>;
  let cache = statements.get(dataSource);
  if (!cache) {
    cache = new Map();
    statements.set(dataSource, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= MAX_STATEMENTS) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  dataSource.logger.logQuery(sql, params as unknown[]);
  return statement.all(...params) as T[];
}
