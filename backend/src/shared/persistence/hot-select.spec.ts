import type { DataSource } from 'typeorm';
import { hotSelect, hotSelectArrays } from './hot-select';

/** A MySQL DataSource whose pool records each `execute` and answers `rows` (or `error`). */
function mysqlSource(rows: Record<string, unknown>[], error: Error | null = null) {
  const calls: unknown[][] = [];
  const pool = {
    execute: (...args: unknown[]) => {
      calls.push(args);
      const callback = args[2] as (error: Error | null, rows: unknown) => void;
      callback(error, error ? undefined : rows);
    },
  };
  const dataSource = {
    options: { type: 'mysql' },
    driver: { pool },
    logger: { logQuery: () => undefined },
  } as unknown as DataSource;
  return { dataSource, calls };
}

describe('hotSelect on MySQL', () => {
  const rows = [
    { id: 'g1', title: 'Run', progress: 10 },
    { id: 'g2', title: 'Read', progress: 0 },
  ];

  it('hands mysql2 the SQL text, never an options object (each would get a hidden class of its own)', async () => {
    const { dataSource, calls } = mysqlSource(rows);
    await hotSelect(dataSource, 'SELECT id FROM goals WHERE user_id = ?', ['u1']);
    await hotSelectArrays(dataSource, 'SELECT id FROM goals WHERE user_id = ?', ['u1']);
    expect(calls.map((c) => [typeof c[0], c[1]])).toEqual([
      ['string', ['u1']],
      ['string', ['u1']],
    ]);
  });

  it('gives rows as objects, or as arrays in the column order', async () => {
    const { dataSource } = mysqlSource(rows);
    await expect(hotSelect(dataSource, 'SELECT 1', [])).resolves.toEqual(rows);
    await expect(hotSelectArrays(dataSource, 'SELECT 1', [])).resolves.toEqual([
      ['g1', 'Run', 10],
      ['g2', 'Read', 0],
    ]);
  });

  it('rejects with the driver error', async () => {
    const { dataSource } = mysqlSource([], new Error('gone'));
    await expect(hotSelect(dataSource, 'SELECT 1', [])).rejects.toThrow('gone');
  });
});
