import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { DomainError } from '../domain/domain-error';
import { dialectOf, type Dialect } from './dialect';

/**
 * A unit of work written once for both databases: a generator that yields SQL
 * statements and receives their rows. `runSqlWork` drives it inside one transaction.
 *
 * Why not `dataSource.transaction()`: with better-sqlite3 TypeORM shares ONE
 * connection between all requests, so two async transactions interleave (the
 * second becomes a savepoint of the first, and a rollback in one undoes the other).
 * On SQLite the unit therefore runs synchronously in a `BEGIN IMMEDIATE` transaction
 * of that connection, once no other transaction is open on it: nothing can slip in
 * between its statements. On MySQL it runs in a TypeORM transaction on a pooled
 * connection of its own; the statements lock what they need (`FOR UPDATE`).
 */
export interface SqlStep {
  sql: string;
  params?: unknown[];
}
export type SqlWork<T> = Generator<SqlStep, T, Record<string, unknown>[]>;

interface SqliteStatement {
  reader: boolean;
  all(...params: unknown[]): Record<string, unknown>[];
  run(...params: unknown[]): unknown;
}
export interface SqliteDatabase {
  inTransaction: boolean;
  prepare(sql: string): SqliteStatement;
  transaction<T>(fn: () => T): { immediate(): T };
}

/** How long a unit waits for another module's open SQLite transaction to finish. */
const SQLITE_WAIT_MS = 5000;

/**
 * better-sqlite3's one connection once no transaction is open on it: an async TypeORM
 * transaction of another request may be, and a synchronous unit run inside it would be
 * rolled back with it. 503 (busy) after 5 s.
 */
export async function freeSqliteConnection(dataSource: DataSource): Promise<SqliteDatabase> {
  const db = (dataSource.driver as unknown as { databaseConnection: SqliteDatabase })
    .databaseConnection;
  const deadline = Date.now() + SQLITE_WAIT_MS;
  while (db.inTransaction) {
    if (Date.now() > deadline) {
      throw new DomainError('UNAVAILABLE', 'The database is busy. Please try again.', {
        retryAfterSeconds: 1,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return db;
}

export async function runSqlWork<T>(
  dataSource: DataSource,
  work: (dialect: Dialect) => SqlWork<T>,
): Promise<T> {
  if (dialectOf(dataSource) === 'sqlite') {
    const db = await freeSqliteConnection(dataSource);
    return db
      .transaction(() => {
        const gen = work('sqlite');
        let step = gen.next([]);
        while (!step.done) {
          const statement = db.prepare(step.value.sql);
          const params = step.value.params ?? [];
          let rows: Record<string, unknown>[] = [];
          if (statement.reader) rows = statement.all(...params);
          else statement.run(...params);
          step = gen.next(rows);
        }
        return step.value;
      })
      .immediate();
  }
  return dataSource.transaction(async (manager) => {
    const gen = work('mysql');
    let step = gen.next([]);
    while (!step.done) {
      const result: unknown = await manager.query(step.value.sql, step.value.params ?? []);
      step = gen.next(Array.isArray(result) ? (result as Record<string, unknown>[]) : []);
    }
    return step.value;
  });
}

/**
 * The INSERT TypeORM would send for `row` (its values prepared for the driver: dates as
 * each database stores them), as a step of a unit of work rather than run on its own.
 */
export function insertStep<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  row: T,
): SqlStep {
  const [sql, params] = dataSource
    .createQueryBuilder()
    .insert()
    .into(entity)
    .values(row)
    .getQueryAndParameters();
  return { sql, params };
}
