import type { DataSource } from 'typeorm';
import { isSqlite } from './dialect';

interface Statement {
  all(...params: unknown[]): unknown[];
  raw(toggle: boolean): Statement;
}
interface SyncSqlite {
  prepare(sql: string): Statement;
  inTransaction: boolean;
}

/**
 * mysql2's pool (callback API), as TypeORM's MySQL driver keeps it. Only the
 * SQL-text form of `execute` is used: given an options object, mysql2 3.x
 * builds each call's options as `{ ...defaults, ...yours, sql, values }`, and
 * on Node 20 an object made by a spread and then given more properties gets a
 * hidden class of its own each time (V8 makes a new map per call instead of
 * reusing one, in the old generation). At the list's 70 % rate that was
 * 0.4 to 1.7 MB promoted to the old generation per scavenge and a full
 * collection every 2 s, the whole MariaDB p99 tail (docs/performance-log.md,
 * "The MariaDB tail: a hidden class per query").
 */
interface MysqlPool {
  execute(
    sql: string,
    values: unknown[],
    callback: (error: Error | null, rows: unknown) => void,
  ): void;
}

const statements = new WeakMap<DataSource, Map<string, Statement>>();
const arrayStatements = new WeakMap<DataSource, Map<string, Statement>>();
const MAX_STATEMENTS = 200;

/**
 * A SELECT on the hot path (the session row, the goal list, the dashboard).
 * On SQLite: a prepared statement kept per SQL text and run at once, skipping
 * TypeORM's query runner, but only while no transaction is open on the one
 * shared connection; otherwise it goes through TypeORM, whose transaction
 * guard (`sqlite-transaction-guard.ts`) makes it wait for that transaction,
 * or run inside it when it is this flow's own. On MySQL: straight on the
 * driver's pool, without TypeORM's query runner (a connection taken and
 * given back, a promise wrapper, event broadcasts: about as much CPU as the
 * query itself for a short read), as a prepared statement (`execute`: prepared
 * once per pooled connection, rows in the binary protocol; the 20-goal list
 * costs about 15 % less CPU than as a text query); nothing on the hot path
 * runs inside a MySQL transaction. Either way the statement is reported to TypeORM's logger like every other
 * query (the query-count test counts it). Parameters: strings and numbers.
 */
export function hotSelect<T>(
  dataSource: DataSource,
  sql: string,
  params: ReadonlyArray<string | number>,
): Promise<T[]> {
  return select<T>(dataSource, sql, params, false);
}

/**
 * `hotSelect` with each row as an array of its values in the SELECT's column
 * order. better-sqlite3 builds a row array several times faster than a row
 * object (about 80 against 200 microseconds for 20 goals of 20 columns), so
 * long lists read this way; on MySQL the row objects are turned into arrays
 * (`Object.values`, so the SELECT must not name a column twice).
 */
export function hotSelectArrays<T extends unknown[]>(
  dataSource: DataSource,
  sql: string,
  params: ReadonlyArray<string | number>,
): Promise<T[]> {
  return select<T>(dataSource, sql, params, true);
}

async function select<T>(
  dataSource: DataSource,
  sql: string,
  params: ReadonlyArray<string | number>,
  arrays: boolean,
): Promise<T[]> {
  const pool = mysqlPool(dataSource);
  if (pool) return poolQuery<T>(dataSource, pool, sql, params, arrays);
  const statement = sqliteStatement(dataSource, sql, arrays ? arrayStatements : statements, arrays);
  if (!statement) {
    // Inside an open SQLite transaction: through TypeORM (and its guard).
    const rows = (await dataSource.query(sql, params as unknown[])) as object[];
    return (arrays ? rows.map((row) => Object.values(row)) : rows) as T[];
  }
  dataSource.logger.logQuery(sql, params as unknown[]);
  return statement.all(...params) as T[];
}

function mysqlPool(dataSource: DataSource): MysqlPool | null {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return null;
  const driver = dataSource.driver as unknown as { pool?: MysqlPool; poolCluster?: unknown };
  return driver.poolCluster ? null : (driver.pool ?? null);
}

function poolQuery<T>(
  dataSource: DataSource,
  pool: MysqlPool,
  sql: string,
  params: ReadonlyArray<string | number>,
  rowsAsArray: boolean,
): Promise<T[]> {
  dataSource.logger.logQuery(sql, params as unknown[]);
  return new Promise((resolve, reject) =>
    pool.execute(sql, params as unknown[], (error, rows) => {
      if (error) return reject(error);
      const objects = rows as Record<string, unknown>[];
      // Rows as arrays in the SELECT's column order (object keys keep it).
      resolve((rowsAsArray ? objects.map((row) => Object.values(row)) : objects) as T[]);
    }),
  );
}

/** The cached prepared statement, or null where the query must go through TypeORM. */
function sqliteStatement(
  dataSource: DataSource,
  sql: string,
  caches: WeakMap<DataSource, Map<string, Statement>>,
  arrays: boolean,
): Statement | null {
  if (!isSqlite(dataSource)) return null;
  const db = (dataSource.driver as unknown as { databaseConnection: SyncSqlite })
    .databaseConnection;
  if (db.inTransaction) return null;
  let cache = caches.get(dataSource);
  if (!cache) {
    cache = new Map();
    caches.set(dataSource, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= MAX_STATEMENTS) cache.clear();
    statement = db.prepare(sql);
    if (arrays) statement.raw(true);
    cache.set(sql, statement);
  }
  return statement;
}
