import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium against the real backend serving the
 * built client, on a fresh SQLite database per run. Build first
 * (`npm test` does; by hand: `npx tsc -p backend/tsconfig.build.json && npm run build -w frontend`).
 * E2E_PORT picks the port (default 3100), so several runs can share a machine.
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const database = join(tmpdir(), `lodestar-e2e-${port}-${process.pid}.sqlite`);

export default defineConfig({
  testDir: './e2e',
  outputDir: join(root, 'test-results', 'e2e'),
  fullyParallel: false,
  // One browser at a time on a machine of two cores or fewer: each Chromium runs several
  // processes of its own (some at a raised priority) beside the server, and on 2026-11-26 two
  // of them at once left CI's 2-core host so short of CPU that pages took over 7 s to draw
  // (14 of 52 tests failed, the last landed commit as well); one at a time, all passed.
  workers: process.env.E2E_WORKERS
    ? Number(process.env.E2E_WORKERS)
    : availableParallelism() > 2
      ? 2
      : 1,
  // Under CI a failed test runs once more; `npm test` names every test that passed only on
  // its retry ("flaky: ...") so a flaky test is seen and mended, not hidden. Locally: none.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node ${join(root, 'backend', 'dist', 'main.js')}`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `sqlite:${database}`,
      FRONTEND_DIST: join(here, 'dist'),
      SESSION_SECRET: 'e2e-secret-long-enough-to-sign-cookies-0123456789',
      APP_ORIGIN: `${baseURL},http://localhost:${port}`,
      BCRYPT_ROUNDS: '4',
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    },
  },
});
