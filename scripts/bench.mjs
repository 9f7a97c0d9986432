// `npm run bench`: the API against two baselines, on SQLite and on MariaDB/MySQL.
//  - bare: a node:http server answering each scenario's JSON from memory
//    (JSON.stringify per request), measured once per run;
//  - hello: `GET /api/bench/hello` inside our app (mounted by BENCH=1), through
//    the whole stack (security headers, session load, daily-visit check, guard),
//    answering a small constant JSON; measured on each database.
// Production build (NODE_ENV=production, LOG_LEVEL=warn), database sessions, on a
// fresh SQLite file and on a fresh MySQL database (created and dropped); the
// server under test on CPU 0, the load generator (autocannon, keep-alive, no
// pipelining; at nice -20 in the fixed-rate runs, see CLIENT_NICE) on CPU 1 (taskset),
// all on 127.0.0.1. Per scenario: warm-up, then
// the median of 3 runs. Then, on the 20-goal list: fixed-rate runs at 70% of
// its maximum (median of 3 by p99) with the event-loop delay measured inside the app, and 3 bursts
// of 50 concurrent logins with reads beside them (median by p99), then the same burst alone (the event
// loop's CPU and its longest stall). Last, the same paced 70 % against the
// bare server (the tail the machine gives a server that only answers).
// BENCH_ONLY=<substring> runs matching scenarios only (the hello reference
// always runs); BENCH_DB=sqlite|mysql runs one database.
// MYSQL_BENCH_URL (default mysql://root@127.0.0.1:3306) names the server.
// BENCH_APP_DIR=<dir> runs the build in <dir>/backend/dist instead (a before/after
// comparison against an older commit built elsewhere). BENCH_HASH_CPUS (default 1)
// is the CPU list for the app's password-hashing threads (HASH_CPUS), BENCH_HASH_NICE
// (default 10) their nice value (HASH_NICE).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createConnection } from 'mysql2/promise';
import { buildIfStale } from './build-if-stale.mjs';
import { ROOT, SERVER_NODE_OPTIONS, stopChild, waitForHealth } from './lib.mjs';
import { HELLO, LIST_20, scenarios } from './bench/scenarios.mjs';

const RUNS = 3;
// The fixed-rate load generator's nice value (root only; elsewhere `nice` warns and it runs
// at the usual priority). It stands for clients on other machines, so nothing of the
// server's may slow it, yet on two cores it shares CPU 1 with MariaDB and the app's
// hashing threads. At nice 0 (and -5 beside the logins) it got too little of CPU 1 once it
// needed more than its share, read the answers late and counted that as the server's: the
// bare server paced at 70 % beside two bcrypt compares on CPU 1 showed a p99 of 43 to 60
// ms with the generator at -5 (4 to 15 without them), 4.6 to 9.9 ms at -20 (2026-11-26,
// docs/performance-log.md, "The load generator starved beside the hashes"). The max-rate runs
// keep the usual priority: there the database's share of CPU 1 is part of the maximum.
const CLIENT_NICE = -20;
const BURST = 50;
const HAS_TASKSET = existsSync('/usr/bin/taskset') && cpus().length >= 2;
const MYSQL_URL = process.env.MYSQL_BENCH_URL ?? 'mysql://root@127.0.0.1:3306';
const pinned = (cpu, args) =>
  HAS_TASKSET ? ['taskset', ['-c', String(cpu), ...args]] : [args[0], args.slice(1)];
const children = new Set();
const dir = mkdtempSync(join(tmpdir(), 'lodestar-bench-'));
const cleanups = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function startServer(cpu, args, env, readyLine) {
  const [command, argv] = pinned(cpu, args);
  const child = spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env } });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let stderr = '';
  let stdout = ''; // its last 4 kB, to say why it did not start
  child.stderr.on('data', (d) => (stderr += d));
  child.stdout.on('data', (d) => (stdout = (stdout + d).slice(-4096)));
  let exited = null;
  child.on('exit', (code, signal) => (exited = signal ?? code));
  const said = () =>
    `${exited === null ? 'still running' : `exited (${exited})`}; it printed:\n${stdout}${stderr}`;
  if (!readyLine) return Promise.resolve({ child, port: null, said });
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

/** A tiny API client: each signed-up user keeps one session cookie. */
function apiClient(base) {
  let n = 0;
  const call = async (cookie, method, path, body) => {
    const r = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  return {
    async signUp() {
      n += 1;
      const email = `bench-${Date.now()}-${n}@example.com`;
      const password = `bench-${randomBytes(8).toString('hex')}`;
      const res = await fetch(`${base}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, firstName: 'Bench' }),
      });
      if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
      const cookie = res.headers.get('set-cookie').split(';')[0];
      return {
        email,
        password,
        cookie,
        get: (p) => call(cookie, 'GET', p),
        post: (p, b) => call(cookie, 'POST', p, b),
        patch: (p, b) => call(cookie, 'PATCH', p, b),
      };
    },
    login: (email, password) => call(null, 'POST', '/api/login', { email, password }),
    get: (cookie, p) => call(cookie, 'GET', p),
  };
}

/**
 * Per CPU ("cpu" for all, "cpu0", "cpu1"...), the machine's time counters from
 * /proc/stat in ticks of 10 ms; null where there is no /proc/stat.
 */
function cpuTimes() {
  try {
    const times = {};
    for (const line of readFileSync('/proc/stat', 'utf8').split('\n')) {
      if (!line.startsWith('cpu')) continue;
      const [name, ...fields] = line.trim().split(/\s+/);
      const ticks = fields.map(Number);
      times[name] = { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7] ?? 0 };
    }
    return times;
  } catch {
    return null;
  }
}

/**
 * CPU time the hypervisor gave to other guests between two readings: the share
 * of the whole machine, and the milliseconds taken from the app's CPU (0).
 */
function stolen(before, after) {
  if (!before?.cpu || !after?.cpu || after.cpu.total === before.cpu.total) return null;
  const share = (100 * (after.cpu.steal - before.cpu.steal)) / (after.cpu.total - before.cpu.total);
  const app = before.cpu0 && after.cpu0 ? (after.cpu0.steal - before.cpu0.steal) * 10 : null;
  return { share, appCpuMs: app };
}

/**
 * `rate` (req/s): evenly paced (scripts/bench/paced.mjs), or autocannon's per-second quota
 * with pacer 'autocannon'; at a fixed rate the load generator runs at CLIENT_NICE.
 */
function measure(url, request, scenario, durationSec, rate, pacer) {
  const nice = rate ? CLIENT_NICE : 0;
  const options = {
    url,
    ...request,
    connections: scenario.connections,
    durationSec,
    maxRequests: scenario.maxRequests,
    rate,
    pacer,
  };
  const [command, argv] = pinned(1, [
    // nice < 0 (root only; `nice` warns and runs it unchanged otherwise): the load
    // generator before the app's threads and the database that share its CPU.
    ...(nice ? ['nice', '-n', String(nice)] : []),
    process.execPath,
    // The load generator keeps many requests in flight too: with V8's default young
    // generation it would promote them and stop for full collections mid-run, and every
    // request due meanwhile would count the pause (the app runs with the same setting).
    ...SERVER_NODE_OPTIONS,
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

/**
 * Warm-up, then RUNS measured runs; the median by requests/s. `cpu` (app runs
 * only) reads the app's CPU time since its previous call, so each run also
 * gives the app's CPU milliseconds per request (less sensitive to a busy
 * machine than requests/s).
 */
async function series(label, url, request, scenario, cpu) {
  await measure(url, request, scenario, scenario.warmupSec);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    if (cpu) await cpu();
    const run = await measure(url, request, scenario, scenario.durationSec);
    if (cpu) {
      const used = await cpu();
      run.cpuMsPerRequest = used.cpuMs / Math.max(1, run.total);
      if (used.mainThreadCpuMs != null)
        run.loopCpuMsPerRequest = used.mainThreadCpuMs / Math.max(1, run.total);
    }
    runs.push(run);
  }
  const sorted = [...runs].sort((a, b) => a.requestsPerSec - b.requestsPerSec);
  const median = sorted[Math.floor(RUNS / 2)];
  const failures = runs.reduce((n, r) => n + r.failures, 0);
  console.log(
    `  ${label.padEnd(9)} runs: ${runs.map((r) => r.requestsPerSec.toFixed(0)).join(', ')} req/s` +
      `  p50 ${median.p50} ms  p99 ${median.p99} ms` +
      (median.cpuMsPerRequest !== undefined
        ? `  app CPU ${median.cpuMsPerRequest.toFixed(3)} ms/request` +
          (median.loopCpuMsPerRequest !== undefined
            ? ` (event loop ${median.loopCpuMsPerRequest.toFixed(3)})`
            : '')
        : '') +
      (failures
        ? `  (${failures} failed requests! ${runs.map((r) => JSON.stringify(r.failed ?? {})).join(' ')})`
        : ''),
  );
  return { ...median, failures };
}

/**
 * The 20-goal scenario as the paced runs send it: over its 10 connections, or over
 * BENCH_PACED_CONNECTIONS (an experiment: whether a tail is the client's ten connections,
 * each carrying one request at a time, rather than the server).
 */
function pacedOver(scenario) {
  const connections = Number(process.env.BENCH_PACED_CONNECTIONS);
  return connections > 0 ? { ...scenario, connections } : scenario;
}

/** Seconds of each paced run (the app's and the bare server's). */
const PACED_SEC = 6;

/**
 * CPU time over a paced run, per request and as a share of the run's wall time. The
 * server's CPU is read before and after the whole run, warm-up included, so it is
 * divided by the requests and seconds of the whole run (before 2026-11-26 10:57 UTC
 * by the measured part's only, which put both figures 1/6 too high).
 */
function pacedCpu(cpuMs, run) {
  const { requests, seconds } = run.withWarmup;
  const perRequest = (cpuMs / Math.max(1, requests)).toFixed(3);
  return `${perRequest} ms/request, busy ${((100 * cpuMs) / (seconds * 1000)).toFixed(0)} %`;
}

/**
 * How often the serving thread went to sleep waiting for work over a paced run, per
 * request: near 1, each request woke an idle loop; near 0.1, the loop slept once per
 * 1 ms tick of the load generator and served a handful each time. '' when unknown.
 */
function sleptPerRequest(waits, run) {
  if (waits == null) return '';
  return `, slept ${(waits / Math.max(1, run.withWarmup.requests)).toFixed(2)} times per request`;
}

/**
 * The fixed-rate load generator's own CPU over a run, as a share of its core (CPU 1). Near
 * 100 % it could not keep its pace or read the answers on time: that run's latencies are
 * partly its own, and the line says so.
 */
function clientCpu(run) {
  if (run.clientCpuShare == null) return '';
  const flag = run.clientCpuShare >= 90 ? ' (!! the generator was near a full core)' : '';
  return `, client CPU ${run.clientCpuShare} % of a core${flag}`;
}

/** The middle item of `list` ordered by `by` (the median run of RUNS). */
const middle = (list, by) => [...list].sort((a, b) => by(a) - by(b))[Math.floor(list.length / 2)];

/** The median of paced runs by p99, with every run's p99 and the target rate on it. */
function medianByP99(paced, rate) {
  const median = middle(paced, (r) => r.p99);
  return { ...median, runsP99: paced.map((r) => r.p99), target: rate };
}

/** BURST sign-ins with the right password at once: each one's status, time and 429 shape. */
function fireLogins(base, ctx) {
  return Promise.all(
    Array.from({ length: BURST }, async () => {
      const t = performance.now();
      try {
        const r = await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ctx.login),
        });
        const body = await r.json().catch(() => null);
        return {
          status: r.status,
          ms: performance.now() - t,
          retryAfter: r.headers.get('retry-after'),
          sharedBody:
            body !== null &&
            typeof body.statusCode === 'number' &&
            typeof body.error === 'string' &&
            body.message !== undefined,
        };
      } catch (error) {
        return { status: 0, ms: performance.now() - t, error: String(error) };
      }
    }),
  );
}

/**
 * RUNS login bursts as one figure: the logins at their worst over all runs (the 2 s bound
 * and the quick 429 hold for every one), the reads beside them from the median run by p99.
 */
function summarizeBursts(bursts) {
  const median = middle(bursts, (b) => b.reads.p99);
  const worst = (key) => Math.max(...bursts.map((b) => b[key]));
  return {
    byStatus: bursts.map((b) => b.byStatus),
    slowestMs: worst('slowestMs'),
    slowestOkMs: worst('slowestOkMs'),
    slowest429Ms: worst('slowest429Ms'),
    all429HaveRetryAfter: bursts.every((b) => b.all429HaveRetryAfter),
    reads: median.reads,
    readsP99: bursts.map((b) => b.reads.p99),
    eventLoop: median.eventLoop,
  };
}

/**
 * The burst's own work on the app's event loop, with no other load: the main thread's
 * CPU time and the longest event-loop stall over each of 3 bursts (median by CPU).
 * Independent of the host's moments, unlike the reads' p99 beside the burst: what the
 * reads there have to queue behind.
 */
async function burstAlone(base, ctx) {
  const bursts = [];
  for (let i = 0; i < 3; i++) {
    await ctx.app.get(ctx.helloCookie, '/api/bench/event-loop'); // starts a new window
    const logins = await fireLogins(base, ctx);
    const loop = await ctx.app.get(ctx.helloCookie, '/api/bench/event-loop');
    // How many were let in (2 or 3) moves the CPU figure: printed beside it.
    bursts.push({ signedIn: logins.filter((l) => l.status === 200).length, ...loop });
    await sleep(300);
  }
  const cpu = (b) => b.mainThreadCpuMs ?? b.cpuMs;
  const median = middle(bursts, cpu);
  return { bursts, median };
}

/** 50 logins at once (the correct password) while reads of the list run beside them. */
async function loginBurst(base, ctx, readUrl, readRequest, rate) {
  // The hashing threads share CPU 1 with the load generator (see HASH_CPUS above): at
  // the list's 70 % rate the generator, starved by the hashes, sent its requests up to
  // 400 ms late, and each counts from when it was due. It runs ahead of them
  // (CLIENT_NICE), so the reads' figures are the app's; the hashes get what it leaves.
  const reads = measure(readUrl, readRequest, { connections: 10, maxRequests: 60_000 }, 5, rate);
  await sleep(1_500);
  const started = performance.now();
  const logins = await fireLogins(base, ctx);
  const wall = performance.now() - started;
  const byStatus = {};
  for (const l of logins) byStatus[l.status] = (byStatus[l.status] ?? 0) + 1;
  const ms = (list) => (list.length ? Math.max(...list.map((l) => l.ms)) : 0);
  const ok = logins.filter((l) => l.status === 200);
  const limited = logins.filter((l) => l.status === 429);
  return {
    byStatus,
    wallMs: wall,
    slowestMs: ms(logins),
    slowestOkMs: ms(ok),
    slowest429Ms: ms(limited),
    all429HaveRetryAfter: limited.every((l) => l.retryAfter && l.sharedBody),
    reads: await reads,
  };
}

async function mysqlReachable() {
  try {
    const c = await createConnection({ uri: MYSQL_URL, connectTimeout: 3_000 });
    await c.end();
    return true;
  } catch (error) {
    console.warn(`!!! MySQL at ${MYSQL_URL} unreachable (${error.code ?? error.message}): skipped`);
    return false;
  }
}

async function freshDatabase(kind) {
  if (kind === 'sqlite') return `sqlite:${join(dir, `bench-${Date.now()}.sqlite`)}`;
  const name = `lodestar_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const c = await createConnection({ uri: MYSQL_URL });
  await c.query(`CREATE DATABASE \`${name}\``);
  await c.end();
  const drop = async () => {
    const d = await createConnection({ uri: MYSQL_URL });
    await d.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await d.end();
  };
  cleanups.push(drop);
  return { url: `${MYSQL_URL}/${name}`, drop };
}

/** One database: every chosen scenario, then the 70%-rate run and the login burst. */
async function benchDatabase(kind, chosen) {
  const db = await freshDatabase(kind);
  const databaseUrl = typeof db === 'string' ? db : db.url;
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    BENCH: '1',
    HOST: '127.0.0.1',
    PORT: String(20_000 + Math.floor(Math.random() * 20_000)),
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    FRONTEND_DIST: 'none',
    AUTH_RATE_LIMIT: '1000000',
    // The event loop is pinned to CPU 0; its bcrypt threads go to CPU 1 (beside
    // the load generator), as the kernel would place them on an unpinned
    // two-core machine, so a sign-in burst does not take the event loop's core.
    // BENCH_HASH_CPUS=0 keeps them on CPU 0 (a one-core app), to compare.
    // There they run at nice 10, as docs/deployment.md advises where the hashing shares
    // cores with the database: MariaDB, also on CPU 1, then comes before the two hashes of
    // a sign-in burst, and the reads beside the burst wait for it less (2026-11-26,
    // alternating runs: p99 10.4 to 86.2 ms at nice 10 against 101.2 to 444.1 at nice 0;
    // the slowest sign-in under 1 s either way; docs/performance-log.md, "Hashing below the
    // database"). BENCH_HASH_NICE=0 to compare. Unpinned (no taskset) they stay at 0: on
    // the event loop's own CPU, nice-10 hashing once made a sign-in wait 3.6 s.
    ...(HAS_TASKSET
      ? {
          HASH_CPUS: process.env.BENCH_HASH_CPUS ?? '1',
          HASH_NICE: process.env.BENCH_HASH_NICE ?? '10',
        }
      : {}),
  };
  console.log(
    `\n===== ${kind} (load ${load()}${env.HASH_CPUS ? `, hashing on CPU ${env.HASH_CPUS}` : ''}${env.HASH_NICE ? ` at nice ${env.HASH_NICE}` : ''}) =====`,
  );
  const main = join(process.env.BENCH_APP_DIR ?? ROOT, 'backend/dist/main.js');
  // BENCH_APP_NODE_OPTIONS adds V8/Node flags (say --trace-gc) to the app's;
  // BENCH_APP_LOG=<file> keeps what the app prints.
  const flags = (process.env.BENCH_APP_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const app = await startServer(
    0,
    [process.execPath, ...SERVER_NODE_OPTIONS, ...flags, main],
    env,
    null,
  );
  if (process.env.BENCH_APP_LOG) {
    const log = createWriteStream(process.env.BENCH_APP_LOG);
    app.child.stdout.pipe(log);
    app.child.stderr.pipe(log);
  }
  const base = `http://127.0.0.1:${env.PORT}`;
  try {
    await waitForHealth(base);
  } catch (error) {
    // Seen once (2026-11-28 06:27, MariaDB): the app never answered; say what it said.
    throw new Error(`${error.message}: the app ${app.said()}`);
  }

  const ctx = { app: apiClient(base) };
  const prepared = [];
  for (const scenario of chosen) prepared.push({ scenario, request: await scenario.prepare(ctx) });

  const cpu = () => ctx.app.get(ctx.helloCookie, '/api/bench/event-loop');
  const results = [];
  for (const { scenario, request } of prepared) {
    console.log(`\n${scenario.name} [${kind}]`);
    results.push({
      scenario,
      request,
      app: await series('app', `${base}${request.path}`, request, scenario, cpu),
    });
  }

  const extra = { load: load() };
  const list = results.find((r) => r.scenario.name === LIST_20);
  if (list) {
    // BENCH_RATE70=<req/s> holds this rate fixed, for before/after runs of two builds or
    // settings (their maxima differ by more than the change does on a noisy host).
    const rate = Number(process.env.BENCH_RATE70) || 0.7 * list.app.requestsPerSec;
    const pacedScenario = pacedOver(list.scenario);
    console.log(`\n${LIST_20} at 70% of its maximum: ${rate.toFixed(0)} req/s [${kind}]`);
    const url = `${base}${list.request.path}`;
    // RUNS runs of 6 s, each with its own event-loop window; the median run by p99.
    const paced = [];
    for (let i = 0; i < RUNS; i++) {
      // What the write scenarios left in the old generation is collected now, not
      // mid-run (a steady 70 % read load promotes next to nothing: see docs/performance.md).
      await ctx.app.get(ctx.helloCookie, '/api/bench/gc');
      await ctx.app.get(ctx.helloCookie, '/api/bench/event-loop'); // starts a new window
      const before = cpuTimes();
      const run = await measure(url, list.request, pacedScenario, PACED_SEC, rate);
      run.stolen = stolen(before, cpuTimes());
      run.eventLoop = await ctx.app.get(ctx.helloCookie, '/api/bench/event-loop');
      paced.push(run);
      console.log(
        `  paced      ${run.requestsPerSec.toFixed(0)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms` +
          `  | event-loop delay p50 ${run.eventLoop.p50} ms p99 ${run.eventLoop.p99} ms max ${run.eventLoop.max} ms` +
          (run.eventLoop.mainThreadCpuMs != null
            ? `  | event loop's CPU ${pacedCpu(run.eventLoop.mainThreadCpuMs, run)}`
            : '') +
          sleptPerRequest(run.eventLoop.mainThreadWaits, run) +
          `  | client send lag p99 ${run.sendLagP99} ms max ${run.sendLagMax} ms${clientCpu(run)}` +
          `  | waited for a free connection p99 ${run.queueP99} ms` +
          (run.stolen
            ? `  | stolen by the host: ${run.stolen.share.toFixed(1)} % of the machine, ` +
              `${run.stolen.appCpuMs ?? '?'} ms of the app's CPU`
            : ''),
      );
    }
    extra.rate70 = medianByP99(paced, rate);
    extra.rate70.runsStolenMs = paced.map((r) => r.stolen?.appCpuMs ?? '?');
    extra.eventLoop = extra.rate70.eventLoop;
    // For comparison with earlier runs: autocannon's overallRate (bursts of each second's quota).
    await ctx.app.get(ctx.helloCookie, '/api/bench/event-loop');
    extra.rate70Bursts = await measure(
      url,
      list.request,
      list.scenario,
      PACED_SEC,
      rate,
      'autocannon',
    );
    extra.eventLoopBursts = await ctx.app.get(ctx.helloCookie, '/api/bench/event-loop');
    console.log(
      `  autocannon ${extra.rate70Bursts.requestsPerSec.toFixed(0)} req/s  p50 ${extra.rate70Bursts.p50} ms  p99 ${extra.rate70Bursts.p99} ms` +
        `  | event-loop delay p50 ${extra.eventLoopBursts.p50} ms p99 ${extra.eventLoopBursts.p99} ms max ${extra.eventLoopBursts.max} ms` +
        ' (per-second quotas sent in bursts)',
    );
    if (!ctx.login) {
      const user = await ctx.app.signUp();
      ctx.login = { email: user.email, password: user.password };
    }
    console.log(
      `\n${BURST} concurrent logins, reads of the list beside them at ${rate.toFixed(0)} req/s`,
    );
    // RUNS bursts, each in a run of reads of its own, like the paced 70 % above: this host
    // slows down now and then for a few hundred milliseconds whatever runs (seen in paced
    // runs with no burst at all), and one 5 s run holds such a moment or not by chance.
    const bursts = [];
    for (let i = 0; i < RUNS; i++) {
      // As before each paced run: the old generation collected now, not mid-burst.
      await ctx.app.get(ctx.helloCookie, '/api/bench/gc');
      await ctx.app.get(ctx.helloCookie, '/api/bench/event-loop'); // starts a new window
      const b = await loginBurst(base, ctx, url, list.request, rate);
      // The app's event loop over the reads and the burst: is a tail the app's or the client's?
      b.eventLoop = await ctx.app.get(ctx.helloCookie, '/api/bench/event-loop');
      bursts.push(b);
      console.log(
        `  statuses ${JSON.stringify(b.byStatus)}  slowest ${b.slowestMs.toFixed(0)} ms` +
          ` (200: ${b.slowestOkMs.toFixed(0)} ms, 429: ${b.slowest429Ms.toFixed(0)} ms)` +
          `  429s with Retry-After + shared body: ${b.all429HaveRetryAfter}` +
          `  | reads p50 ${b.reads.p50} ms p99 ${b.reads.p99} ms (${b.reads.failures} failed)` +
          `  | event-loop delay p99 ${b.eventLoop.p99} ms max ${b.eventLoop.max} ms` +
          `  | client send lag p99 ${b.reads.sendLagP99} ms max ${b.reads.sendLagMax} ms${clientCpu(b.reads)}`,
      );
      await sleep(1_000);
    }
    extra.burst = summarizeBursts(bursts);
    extra.burstAlone = await burstAlone(base, ctx);
    console.log(
      `  the same burst alone (no reads), 3 times: event loop's CPU ` +
        extra.burstAlone.bursts.map((x) => x.mainThreadCpuMs ?? '-').join(' / ') +
        ' ms, longest stall ' +
        extra.burstAlone.bursts.map((x) => x.max).join(' / ') +
        ' ms, signed in ' +
        extra.burstAlone.bursts.map((x) => x.signedIn).join(' / '),
    );
  }
  await stopChild(app.child);
  if (typeof db !== 'string') {
    await db.drop();
    cleanups.splice(cleanups.indexOf(db.drop), 1);
  }
  return { kind, ctx, prepared, results, extra };
}

const fmt = (n, digits = 0) => (n === undefined ? '-' : n.toFixed(digits)).padStart(8);

function printTable(run, bare) {
  const hello = run.results.find((r) => r.scenario.name === HELLO).app;
  console.log(`\n${run.kind}: req/s, latency (median of ${RUNS} runs), ratios to the baselines`);
  const width = Math.max(52, ...[...bare.keys()].map((name) => `bare: ${name} `.length));
  console.log(
    `${'scenario'.padEnd(width)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}` +
      `${'/bare'.padStart(8)}${'/hello'.padStart(8)}${'cpu ms/req'.padStart(12)}`,
  );
  for (const r of run.results) {
    const b = bare.get(r.scenario.name);
    console.log(
      `${r.scenario.name.padEnd(width)}${fmt(r.app.requestsPerSec)}${fmt(r.app.p50, 1)}${fmt(r.app.p99, 1)}` +
        `${fmt(b ? r.app.requestsPerSec / b.requestsPerSec : undefined, 2)}` +
        `${fmt(r.app.requestsPerSec / hello.requestsPerSec, 2)}` +
        `${fmt(r.app.cpuMsPerRequest, 3).padStart(12)}` +
        (r.app.failures ? `  (${r.app.failures} failed)` : ''),
    );
  }
  const printed = new Set(); // one bare run may stand for two scenarios (barePath)
  for (const [name, b] of bare) {
    if (printed.has(b)) continue;
    printed.add(b);
    console.log(
      `${`bare: ${name}`.padEnd(width)}${fmt(b.requestsPerSec)}${fmt(b.p50, 1)}${fmt(b.p99, 1)}` +
        `${''.padStart(16)}${fmt(b.cpuMsPerRequest, 3).padStart(12)}`,
    );
  }
  const x = run.extra;
  if (x.rate70) {
    console.log(
      `70% of the 20-goal list's max (${x.rate70.target.toFixed(0)} req/s), median of ${RUNS} runs by p99 (${x.rate70.runsP99.join(' / ')} ms): p50 ${x.rate70.p50} ms, p99 ${x.rate70.p99} ms;` +
        ` event-loop delay p50 ${x.eventLoop.p50} ms, p99 ${x.eventLoop.p99} ms, max ${x.eventLoop.max} ms (evenly paced;` +
        ` stolen from the app's CPU per run ${x.rate70.runsStolenMs.join(' / ')} ms);` +
        ` with autocannon's per-second bursts: p50 ${x.rate70Bursts.p50} ms, p99 ${x.rate70Bursts.p99} ms,` +
        ` event-loop delay p99 ${x.eventLoopBursts.p99} ms`,
    );
    const b = x.burst;
    console.log(
      `${BURST} concurrent logins, ${RUNS} times: ${b.byStatus.map((x) => JSON.stringify(x)).join(' ')}, slowest ${b.slowestMs.toFixed(0)} ms` +
        ` (200 ${b.slowestOkMs.toFixed(0)} ms, 429 ${b.slowest429Ms.toFixed(0)} ms), Retry-After on every 429: ${b.all429HaveRetryAfter};` +
        ` reads beside them, median of ${RUNS} runs by p99 (${b.readsP99.join(' / ')} ms): p50 ${b.reads.p50} ms, p99 ${b.reads.p99} ms` +
        ` (event-loop delay p99 ${b.eventLoop.p99} ms, max ${b.eventLoop.max} ms; client send lag p99 ${b.reads.sendLagP99} ms);` +
        ` alone (median of 3): the event loop's CPU ${x.burstAlone.median.mainThreadCpuMs ?? '-'} ms, longest stall ${x.burstAlone.median.max} ms`,
    );
  }
  console.log(`load average after ${run.kind}: ${x.load}`);
}

async function main() {
  const only = process.env.BENCH_ONLY;
  const chosen = scenarios.filter((s) => s.reference || !only || s.name.includes(only));
  const kinds = (process.env.BENCH_DB ?? 'sqlite,mysql').split(',').map((s) => s.trim());
  await buildIfStale({ quiet: false });
  if (!HAS_TASKSET) {
    console.warn('!!! taskset not found or one CPU: processes are not pinned');
  } else {
    // This process is load too (the login burst's 50 requests, the calls between runs):
    // on CPU 1 with the load generator, not on the app's CPU 0, where the kernel put it
    // during a burst and the app, near its limit at the paced 70 %, fell behind.
    try {
      execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
    } catch (error) {
      console.warn(`!!! the bench process could not be moved to CPU 1 (${error.message})`);
    }
  }
  const startedAt = Date.now();
  console.log(
    `Lodestar bench ${new Date().toISOString()} | ${cpus().length} x ${cpus()[0]?.model} | node ${process.version} | load ${load()}`,
  );

  const runs = [];
  for (const kind of kinds) {
    if (kind === 'mysql' && !(await mysqlReachable())) continue;
    if (kind !== 'sqlite' && kind !== 'mysql') throw new Error(`BENCH_DB: unknown "${kind}"`);
    runs.push(await benchDatabase(kind, chosen));
  }
  if (!runs.length) throw new Error('no database to bench');

  // The bare baseline, once, answering the first database's JSON.
  const first = runs[0];
  const answers = {};
  /** The request as the bare server is asked it (`barePath`, see scenarios.mjs). */
  const asBare = ({ barePath, ...request }) => ({ ...request, path: barePath ?? request.path });
  for (const { scenario, request } of first.prepared) {
    const { method, path } = asBare(request);
    answers[`${method} ${path}`] = await scenario.baseline(first.ctx, request);
  }
  const answersFile = join(dir, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const bareServer = await startServer(
    0,
    [process.execPath, join(ROOT, 'scripts/bench/baseline-server.mjs'), answersFile],
    {},
    (out) => /listening (\d+)/.exec(out)?.[1],
  );
  const bare = new Map();
  const bareCpu = async () => (await fetch(`http://127.0.0.1:${bareServer.port}/__cpu`)).json();
  const byPath = new Map(); // two scenarios the bare server answers alike are measured once
  for (const { scenario, request } of first.prepared) {
    const bareRequest = asBare(request);
    const key = `${bareRequest.method} ${bareRequest.path}`;
    if (!byPath.has(key)) {
      console.log(`\n${scenario.name} (bare node:http)`);
      byPath.set(
        key,
        await series(
          'bare',
          `http://127.0.0.1:${bareServer.port}${bareRequest.path}`,
          bareRequest,
          scenario,
          bareCpu,
        ),
      );
    }
    bare.set(scenario.name, byPath.get(key));
  }
  // The same paced 70 % against the bare server: the tail this host gives a server that
  // does nothing but answer, the floor under the app's (a stretch of late answers here
  // is the machine's, not the app's).
  let bareRate70 = null;
  const bareList = bare.get(LIST_20);
  const listRequest = first.prepared.find((p) => p.scenario.name === LIST_20);
  if (bareList && listRequest) {
    const rate = 0.7 * bareList.requestsPerSec;
    console.log(`\n${LIST_20} at 70% of its maximum: ${rate.toFixed(0)} req/s (bare node:http)`);
    const paced = [];
    for (let i = 0; i < RUNS; i++) {
      const url = `http://127.0.0.1:${bareServer.port}${listRequest.request.path}`;
      await bareCpu(); // starts a new window
      const run = await measure(
        url,
        listRequest.request,
        pacedOver(listRequest.scenario),
        PACED_SEC,
        rate,
      );
      // Its CPU per request paced against at its maximum (above): what a lone request
      // costs on this host, with no app in the way (see docs/performance.md).
      const { cpuMs, waits } = await bareCpu();
      paced.push(run);
      console.log(
        `  paced      ${run.requestsPerSec.toFixed(0)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms` +
          `  | CPU ${pacedCpu(cpuMs, run)}${sleptPerRequest(waits, run)}` +
          `  | client send lag p99 ${run.sendLagP99} ms${clientCpu(run)}`,
      );
    }
    bareRate70 = medianByP99(paced, rate);
  }
  await stopChild(bareServer.child);

  console.log('\n' + '-'.repeat(100));
  for (const run of runs) printTable(run, bare);
  if (bareRate70) {
    console.log(
      `\nbare node:http at 70% of its 20-goal list's max (${bareRate70.target.toFixed(0)} req/s), median of ${RUNS} runs by p99` +
        ` (${bareRate70.runsP99.join(' / ')} ms): p50 ${bareRate70.p50} ms, p99 ${bareRate70.p99} ms`,
    );
  }
  console.log(
    `\n/bare = app req/s / bare node:http req/s (same JSON, ${first.kind} run's answers); /hello = app req/s / our hello route on the same database.` +
      `\nTotal ${((Date.now() - startedAt) / 60_000).toFixed(1)} min; load average at the end ${load()}`,
  );
}

async function cleanup() {
  await Promise.all([...children].map(stopChild));
  for (const drop of cleanups) await drop().catch(() => {});
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
