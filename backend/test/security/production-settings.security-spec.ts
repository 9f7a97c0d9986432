import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

/** Starts the built server with the given settings; it must refuse at once. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATABASE_URL: 'sqlite::memory:',
      FRONTEND_DIST: 'none',
      PORT: '0',
      ...env,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('production start refuses unsafe settings', () => {
  beforeAll(() => {
    if (!existsSync(MAIN))
      throw new Error('Build the backend first: npx tsc -p backend/tsconfig.build.json');
  });

  it('without SESSION_SECRET', () => {
    const { code, output } = start({});
    expect(code).toBe(1);
    expect(output).toContain('SESSION_SECRET is required when NODE_ENV=production');
  });

  it('with a SESSION_SECRET shorter than 32 bytes', () => {
    const { code, output } = start({ SESSION_SECRET: 'only-twenty-six-bytes-long' });
    expect(code).toBe(1);
    expect(output).toContain('SESSION_SECRET must be at least 32 bytes in production');
  });

  it('with the in-memory session store', () => {
    const { code, output } = start({ SESSION_SECRET: 'x'.repeat(40), SESSION_STORE: 'memory' });
    expect(code).toBe(1);
    expect(output).toContain('SESSION_STORE=memory is not allowed in production');
  });

  it('with schema synchronization switched on', () => {
    const { code, output } = start({ SESSION_SECRET: 'x'.repeat(40), DB_SYNCHRONIZE: 'true' });
    expect(code).toBe(1);
    expect(output).toContain('DB_SYNCHRONIZE is not supported');
  });

  it('names every bad value at once and never prints a stack', () => {
    const { code, output } = start({ SESSION_SECRET: 'short', PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(code).toBe(1);
    expect(output).toMatch(/PORT must be/);
    expect(output).toMatch(/LOG_LEVEL must be/);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
