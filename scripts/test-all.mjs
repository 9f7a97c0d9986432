// `npm test`: every suite of the project, then one line totalling them all:
// "N passed, M failed". Checks (lint, types, format, build) count as one test each.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, ROOT } from './lib.mjs';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv.slice(2); // e.g. `npm test -- unit http-sqlite`
const results = [];
const out = mkdtempSync(join(tmpdir(), 'lodestar-test-results-'));

function sh(command, args, { cwd = ROOT, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function banner(name) {
  console.log(`\n\u2500\u2500\u2500 ${name} ${'\u2500'.repeat(Math.max(0, 70 - name.length))}`);
}

async function check(name, command, args, options) {
  if (only.length && !only.includes(name)) return;
  banner(name);
  const code = await sh(command, args, options);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

async function jestSuite(name, args, options = {}) {
  if (only.length && !only.includes(name)) return;
  banner(name);
  const file = join(out, `${name}.json`);
  const code = await sh(join(BIN, 'jest'), [...args, '--json', `--outputFile=${file}`], options);
  let passed = 0;
  let failed = 0;
  let pending = 0;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    pending = report.numPendingTests ?? 0;
  }
  if (code !== 0 && failed === 0) failed = 1; // crashed or refused to run
  results.push({ name, passed, failed, pending });
}

async function playwrightSuite(name) {
  if (only.length && !only.includes(name)) return;
  banner(name);
  if (!existsSync('/usr/bin/chromium')) {
    if (CI) {
      console.error('Chromium (/usr/bin/chromium) is missing; .ci/run installs it.');
      results.push({ name, passed: 0, failed: 1 });
    } else {
      console.warn(
        '!!! SKIPPED browser tests: /usr/bin/chromium is missing (apt-get install -y chromium) !!!',
      );
      results.push({ name, passed: 0, failed: 0, skipped: true });
    }
    return;
  }
  const file = join(out, `${name}.json`);
  const code = await sh(
    join(BIN, 'playwright'),
    ['test', '-c', 'frontend/playwright.config.ts', '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    },
  );
  let passed = 0;
  let failed = 0;
  let flaky = [];
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const stats = report.stats ?? {};
    passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed = stats.unexpected ?? 0;
    flaky = flakyTests(report.suites ?? []);
  }
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed, flaky });
}

/** "file:line title" of every test that failed first and passed on its retry (CI only retries). */
function flakyTests(suites, found = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === 'flaky')) {
        found.push(`${spec.file}:${spec.line} ${spec.title}`);
      }
    }
    flakyTests(suite.suites ?? [], found);
  }
  return found;
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const jestBackend = ['-c', 'backend/jest.config.js'];

// The services some tests need. Outside CI, those tests are skipped when theirs is away
// and counted as skipped, not passed (under CI they run, and fail without it).
const mysqlUrl = new URL(process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306');
const mysqlUp = await reachable(mysqlUrl.hostname, Number(mysqlUrl.port || 3306));
const redisUrl = new URL(process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379');
const redisUp = await reachable(redisUrl.hostname, Number(redisUrl.port || 6379));
const away = {
  ...(!redisUp && !CI ? { LODESTAR_TEST_NO_REDIS: '1' } : {}),
  ...(!mysqlUp && !CI ? { LODESTAR_TEST_NO_MYSQL: '1' } : {}),
};

await check('lint', 'npm', ['run', '--silent', 'lint']);
await check('layers', join(BIN, 'depcruise'), [
  '--config',
  '.dependency-cruiser.cjs',
  'backend/src',
]);
await check('format', join(BIN, 'prettier'), ['--check', '--log-level', 'warn', '.']);
await check('typecheck', join(BIN, 'tsc'), ['-p', 'backend/tsconfig.json', '--noEmit']);
await check('typecheck-web', join(BIN, 'tsc'), ['-p', 'frontend/tsconfig.json', '--noEmit']);
await jestSuite('unit', [...jestBackend, '--selectProjects', 'unit']);
await jestSuite('http-sqlite', [...jestBackend, '--selectProjects', 'http'], {
  env: { ...away, TEST_DB: 'sqlite' },
});

if (!only.length || only.includes('http-mysql')) {
  const url = mysqlUrl;
  if (mysqlUp) {
    await jestSuite('http-mysql', [...jestBackend, '--selectProjects', 'http', '--runInBand'], {
      env: { ...away, TEST_DB: 'mysql' },
    });
  } else if (CI) {
    console.error(`MySQL/MariaDB is not reachable at ${url.host}; under CI this is a failure.`);
    results.push({ name: 'http-mysql', passed: 0, failed: 1 });
  } else {
    console.warn(
      `\n!!! SKIPPED the MySQL suite: nothing listens on ${url.host} (start MariaDB to run it) !!!\n`,
    );
    results.push({ name: 'http-mysql', passed: 0, failed: 0, skipped: true });
  }
}

await check('build', process.execPath, [join(ROOT, 'scripts', 'build-if-stale.mjs')]);
// Gzip sizes of the web client against frontend/budget.json (issue 7, `npm run budget`).
await check('budget', process.execPath, [join(ROOT, 'scripts', 'budget.mjs')]);
await jestSuite('security', [...jestBackend, '--selectProjects', 'security'], { env: away });
await jestSuite('web', ['-c', 'frontend/jest.config.cjs']);
await playwrightSuite('browser');
// Two app nodes behind HAProxy (skips loudly without haproxy, MariaDB or Redis; fails under CI).
await check('cluster', process.execPath, [join(ROOT, 'scripts', 'cluster-test.mjs')]);

rmSync(out, { recursive: true, force: true });

console.log('\n' + '\u2500'.repeat(74));
for (const r of results) {
  const note = r.skipped
    ? '  (SKIPPED)'
    : r.flaky?.length
      ? `  (${r.flaky.length} passed only on retry)`
      : r.pending
        ? `  (${r.pending} skipped)`
        : '';
  console.log(
    `${r.failed ? 'FAIL' : 'ok  '}  ${r.name.padEnd(14)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed${note}`,
  );
  for (const test of r.flaky ?? []) console.log(`      flaky: ${test}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
