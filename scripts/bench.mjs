// `npm run bench`: the app against a bare node:http server answering the same
// JSON from memory, per scenario (scripts/bench/scenarios.mjs).
// Production build (NODE_ENV=production, LOG_LEVEL=warn) on a fresh SQLite file;
// the server under test on CPU 0, the load generator on CPU 1 (taskset), both on
// 127.0.0.1 only. Warm-up, then the median of 3 runs. Prints requests/s, p50, p99
// and the app/baseline ratio. BENCH_ONLY=<substring> runs matching scenarios only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { ROOT } from './lib.mjs';
import { scenarios } from './bench/scenarios.mjs';

const RUNS = 3;
const HAS_TASKSET = existsSync('/usr/bin/taskset') && cpus().length >= 2;
const pinned = (cpu, args) =>
  HAS_TASKSET ? ['taskset', ['-c', String(cpu), ...args]] : [args[0], args.slice(1)];
const children = new Set();
const dir = mkdtempSync(join(tmpdir(), 'lodestar-bench-'));

function startServer(cpu, args, env, readyLine) {
  const [command, argv] = pinned(cpu, args);
  const child = spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env } });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  if (!readyLine) return Promise.resolve({ child, port: null });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${stderr}`)), 60_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = readyLine(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: m });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${stderr}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

async function waitForHealth(base) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not become healthy');
}

/** A tiny API client that keeps one session cookie. */
function apiClient(base) {
  let n = 0;
  return {
    async signUp() {
      n += 1;
      const res = await fetch(`${base}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${Date.now()}-${n}@example.com`,
          password: `bench-${randomBytes(8).toString('hex')}`,
          firstName: 'Bench',
        }),
      });
      if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
      const cookie = res.headers.get('set-cookie').split(';')[0];
      const call = async (method, path, body) => {
        const r = await fetch(`${base}${path}`, {
          method,
          headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
        return r.json();
      };
      return { cookie, get: (p) => call('GET', p), post: (p, b) => call('POST', p, b) };
    },
  };
}

function measure(url, request, scenario, durationSec) {
  const options = {
    url,
    ...request,
    connections: scenario.connections,
    durationSec,
    maxRequests: scenario.maxRequests,
  };
  const [command, argv] = pinned(1, [
    process.execPath,
    join(ROOT, 'scripts/bench/client.mjs'),
    JSON.stringify(options),
  ]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: ROOT });
    children.add(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      children.delete(child);
      if (code !== 0) return reject(new Error(`load generator failed: ${err}`));
      resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

async function series(label, url, request, scenario) {
  await measure(url, request, scenario, scenario.warmupSec);
  const runs = [];
  for (let i = 0; i < RUNS; i++)
    runs.push(await measure(url, request, scenario, scenario.durationSec));
  const sorted = [...runs].sort((a, b) => a.requestsPerSec - b.requestsPerSec);
  const median = sorted[Math.floor(RUNS / 2)];
  const failures = runs.reduce((n, r) => n + r.failures, 0);
  console.log(
    `  ${label.padEnd(9)} runs: ${runs.map((r) => r.requestsPerSec.toFixed(0)).join(', ')} req/s` +
      (failures ? `  (${failures} failed requests!)` : ''),
  );
  return { ...median, failures };
}

const fmt = (n, digits = 0) => n.toFixed(digits).padStart(8);

async function main() {
  const only = process.env.BENCH_ONLY;
  const chosen = scenarios.filter((s) => !only || s.name.includes(only));
  await buildIfStale({ quiet: false });
  if (!HAS_TASKSET) console.warn('!!! taskset not found or one CPU: processes are not pinned');

  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(20_000 + Math.floor(Math.random() * 20_000)),
    DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    FRONTEND_DIST: 'none',
    AUTH_RATE_LIMIT: '100000',
  };
  console.log(
    `Lodestar bench ${new Date().toISOString()} | ${cpus().length} x ${cpus()[0]?.model} | node ${process.version} | load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const app = await startServer(0, [process.execPath, 'backend/dist/main.js'], env, null);
  const base = `http://127.0.0.1:${env.PORT}`;
  await waitForHealth(base);

  const ctx = { app: apiClient(base) };
  const prepared = [];
  for (const scenario of chosen) prepared.push({ scenario, request: await scenario.prepare(ctx) });

  const results = [];
  for (const { scenario, request } of prepared) {
    console.log(`\n${scenario.name}`);
    results.push({
      scenario,
      request,
      app: await series('app', `${base}${request.path}`, request, scenario),
    });
  }
  await stop(app.child);

  const answers = {};
  for (const { scenario, request } of prepared) {
    answers[`${request.method} ${request.path}`] = await scenario.baseline(ctx, request);
  }
  const answersFile = join(dir, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const bare = await startServer(
    0,
    [process.execPath, join(ROOT, 'scripts/bench/baseline-server.mjs'), answersFile],
    {},
    (out) => /listening (\d+)/.exec(out)?.[1],
  );
  for (const r of results) {
    console.log(`\n${r.scenario.name} (baseline)`);
    r.baseline = await series(
      'baseline',
      `http://127.0.0.1:${bare.port}${r.request.path}`,
      r.request,
      r.scenario,
    );
  }
  await stop(bare.child);

  console.log('\n' + '-'.repeat(100));
  console.log(
    `${'scenario'.padEnd(52)}${'target'.padEnd(10)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'ratio'.padStart(8)}`,
  );
  for (const r of results) {
    for (const [target, m] of [
      ['app', r.app],
      ['baseline', r.baseline],
    ]) {
      const ratio =
        target === 'app' ? fmt(r.app.requestsPerSec / r.baseline.requestsPerSec, 2) : '';
      console.log(
        `${r.scenario.name.padEnd(52)}${target.padEnd(10)}${fmt(m.requestsPerSec)}${fmt(m.p50)}${fmt(m.p99)}${ratio}`,
      );
    }
  }
  console.log('ratio = app requests/s / baseline requests/s (median of 3 runs each)');
}

async function cleanup() {
  await Promise.all([...children].map(stop));
  rmSync(dir, { recursive: true, force: true });
}

process.on('SIGINT', () => cleanup().then(() => process.exit(130)));
main()
  .then(cleanup)
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
