import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The goals batch under `kill -9`, 20 times per database (scripts/crash-batch.mjs):
 * after every restart each batch is whole or absent, every acknowledged batch
 * is whole, and a retry of every key leaves exactly one set of rows.
 * Runs the built server (npm run test:security and npm test build it first).
 */
const ROOT = join(__dirname, '..', '..', '..');
const CI = process.env.CI === 'true' || process.env.CI === '1';
const KILLS = process.env.CRASH_KILLS ?? '20';

function crashRun(db: 'sqlite' | 'mysql'): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'scripts', 'crash-batch.mjs'), db, '--kills', KILLS],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The script's closing line: kills, batches, whole, absent, partial, retries. */
const summary = (output: string) =>
  output
    .split('\n')
    .filter((l) => / kills, /.test(l))
    .join('\n');

describe('the batch endpoint under kill -9', () => {
  it(`SQLite: ${KILLS} kills mid-batch, every batch whole or absent`, async () => {
    const { code, output } = await crashRun('sqlite');
    console.log(code === 0 ? summary(output) : output);
    expect(output).toMatch(/every batch whole or absent/);
    expect(code).toBe(0);
  }, 600_000);

  // `npm test` found no MariaDB (outside CI): skipped and counted so, not passed.
  const itWithMysql = process.env.LODESTAR_TEST_NO_MYSQL ? it.skip : it;
  itWithMysql(
    `MariaDB/MySQL: ${KILLS} kills mid-batch, every batch whole or absent`,
    async () => {
      const { code, output } = await crashRun('mysql');
      if (code === 2 && !CI) {
        console.warn(`!!! SKIPPED the MySQL crash test: ${output.trim()} !!!`);
        return;
      }
      console.log(code === 0 ? summary(output) : output);
      expect(output).toMatch(/every batch whole or absent/);
      expect(code).toBe(0);
    },
    600_000,
  );
});
