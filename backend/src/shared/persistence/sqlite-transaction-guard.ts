import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';
import { isSqlite } from './dialect';

/**
 * better-sqlite3 gives TypeORM ONE connection and ONE query runner for every
 * request. A transaction awaits between its statements, so without this guard
 * another request's statements would run inside it (and disappear if it rolls
 * back), and TypeORM's transaction depth, shared by all, would go wrong.
 *
 * The guard makes an open transaction exclusive: the async flow that begins it
 * carries a token (AsyncLocalStorage), and while it is open every statement
 * from any other flow waits until it commits or rolls back. Transactions of
 * different flows therefore run one after another, as they would on a real
 * connection pool with SQLite's single writer. MySQL does not need it: each
 * transaction has a pooled connection of its own.
 */
export function guardSqliteTransactions(dataSource: DataSource): void {
  if (!isSqlite(dataSource)) return;
  const runner = dataSource.driver.createQueryRunner('master') as QueryRunner & {
    transactionDepth: number;
  };
  if ((runner as { __lodestarGuarded?: boolean }).__lodestarGuarded) return;
  (runner as { __lodestarGuarded?: boolean }).__lodestarGuarded = true;

  const flow = new AsyncLocalStorage<symbol>();
  let holder: symbol | null = null;
  let waiters: Array<() => void> = [];

  const mine = () => holder !== null && flow.getStore() === holder;
  const waitTurn = async () => {
    while (holder !== null && !mine()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  const release = () => {
    holder = null;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };

  const original = {
    query: runner.query.bind(runner),
    startTransaction: runner.startTransaction.bind(runner),
    commitTransaction: runner.commitTransaction.bind(runner),
    rollbackTransaction: runner.rollbackTransaction.bind(runner),
  };

  runner.query = (async (...args: Parameters<QueryRunner['query']>) => {
    await waitTurn();
    return original.query(...args);
  }) as QueryRunner['query'];

  // Explicit transactions (dataSource.transaction / manager.transaction) run
  // their whole body in a flow of their own, so the token never leaks upward.
  const manager = dataSource.manager;
  const originalTransaction = manager.transaction.bind(manager) as (
    ...args: unknown[]
  ) => Promise<unknown>;
  (manager as { transaction: unknown }).transaction = (...args: unknown[]) =>
    mine()
      ? originalTransaction(...args)
      : flow.run(Symbol('sqlite-transaction'), () => originalTransaction(...args));

  // Not async on purpose: a transaction TypeORM starts by itself (inside
  // save()) has no flow yet, and enterWith must run in the caller's
  // synchronous frame so the rest of that flow carries the token.
  runner.startTransaction = (isolation?: Parameters<QueryRunner['startTransaction']>[0]) => {
    if (mine()) return original.startTransaction(isolation); // nested: a savepoint
    let token = flow.getStore();
    if (!token) {
      token = Symbol('sqlite-transaction');
      flow.enterWith(token);
    }
    const owner = token;
    return (async () => {
      while (holder !== null || runner.isTransactionActive) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
      holder = owner;
      try {
        await original.startTransaction(isolation);
      } catch (error) {
        release();
        throw error;
      }
    })();
  };

  const finish = (end: () => Promise<void>) => async () => {
    try {
      await end();
    } finally {
      if (mine() && !runner.isTransactionActive) release();
    }
  };
  runner.commitTransaction = finish(original.commitTransaction);
  runner.rollbackTransaction = finish(original.rollbackTransaction);
}
