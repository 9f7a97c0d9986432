import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { guardSqliteTransactions } from '../../src/shared/persistence/sqlite-transaction-guard';
import { TEST_DB } from '../support/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One shared SQLite connection: a transaction's awaits must not let other writes in. */
(TEST_DB === 'sqlite' ? describe : describe.skip)('SQLite transactions under concurrency', () => {
  let dir: string;
  let db: DataSource;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lodestar-tx-'));
    db = new DataSource(buildDataSourceOptions({ kind: 'sqlite', path: join(dir, 't.sqlite') }));
    await db.initialize();
    guardSqliteTransactions(db);
    await db.query('CREATE TABLE t (id integer PRIMARY KEY)');
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const ids = async () =>
    (await db.query('SELECT id FROM t ORDER BY id')).map((r: { id: number }) => r.id);

  it('a write made while another transaction is open survives that transaction rolling back', async () => {
    const failing = db
      .transaction(async (em) => {
        await em.query('INSERT INTO t (id) VALUES (1)');
        await sleep(30);
        throw new Error('boom');
      })
      .catch((e: Error) => e.message);
    await sleep(5);
    await db.query('INSERT INTO t (id) VALUES (2)');
    expect(await failing).toBe('boom');
    expect(await ids()).toEqual([2]);
  });

  it('two transactions run one after the other, each all or nothing', async () => {
    const run = (base: number, fail: boolean) =>
      db
        .transaction(async (em) => {
          for (let i = 0; i < 5; i++) {
            await em.query('INSERT INTO t (id) VALUES (?)', [base + i]);
            await sleep(2);
          }
          if (fail) throw new Error('rollback');
        })
        .catch(() => 'failed');
    await Promise.all([run(10, false), run(20, true), run(30, false)]);
    expect(await ids()).toEqual([10, 11, 12, 13, 14, 30, 31, 32, 33, 34]);
  });

  it('nested transactions become savepoints of the outer one', async () => {
    await db.transaction(async (em) => {
      await em.query('INSERT INTO t (id) VALUES (1)');
      await em
        .transaction(async (inner) => {
          await inner.query('INSERT INTO t (id) VALUES (2)');
          throw new Error('inner');
        })
        .catch(() => undefined);
      await em.query('INSERT INTO t (id) VALUES (3)');
    });
    expect(await ids()).toEqual([1, 3]);
  });

  it('many concurrent writers and readers all finish', async () => {
    const work = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? db.transaction(async (em) => {
            await em.query('INSERT INTO t (id) VALUES (?)', [100 + i]);
            await sleep(1);
          })
        : db.query('SELECT COUNT(*) AS n FROM t'),
    );
    await Promise.all(work);
    expect((await ids()).length).toBe(20);
  });
});
