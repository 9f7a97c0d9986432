// `npm run test:cluster`: two app nodes on MariaDB with sessions in Redis,
// behind HAProxy. Proves the app keeps no state a node would need:
//   1. a session made on one node is honoured by the other, and both see the same data;
//   2. one node killed (-9) under load: at most 0.1% failed requests, the survivor serves on;
//   3. a rolling restart under load (SIGTERM, drain, restart, one node at a time): no failure.
// Needs haproxy (Debian package), MariaDB on 127.0.0.1:3306 and Redis on 127.0.0.1:6379.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { startServerProcess } from './lib.mjs';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const MYSQL = process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306';
const REDIS = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const log = (m) => console.log(`[cluster] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];
const expect = (ok, what) => {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

function reachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port), timeout: 1500 });
    s.on('connect', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
}

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const haproxyMissing = spawnSync('haproxy', ['-v']).error;
const missing = [
  haproxyMissing && 'haproxy (apt-get install -y haproxy)',
  !(await reachable(MYSQL)) && `MariaDB at ${MYSQL}`,
  !(await reachable(REDIS)) && `Redis at ${REDIS}`,
].filter(Boolean);
if (missing.length) {
  const msg = `cluster test needs: ${missing.join(', ')}`;
  if (CI) {
    console.error(msg);
    process.exit(1);
  }
  console.warn(`!!! SKIPPED the cluster test: ${msg} !!!`);
  process.exit(0);
}

await buildIfStale({ quiet: true });

const dbName = `lodestar_cluster_${randomBytes(4).toString('hex')}`;
const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
const proxy = `http://127.0.0.1:${proxyPort}`;
const work = mkdtempSync(join(tmpdir(), 'lodestar-cluster-'));
const nodes = {};

function startNode(name, port) {
  const child = startServerProcess({
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `${MYSQL}/${dbName}`,
      REDIS_URL: REDIS,
      SESSION_SECRET: 'cluster-test-secret-that-is-longer-than-32-bytes',
      APP_ORIGIN: proxy,
      FRONTEND_DIST: 'none',
      LOG_LEVEL: 'error',
      SHUTDOWN_DRAIN_MS: '3000',
      BCRYPT_ROUNDS: '10',
      AUTH_RATE_LIMIT: '1000000',
      PROXY_HOPS: '1', // HAProxy's X-Forwarded-For: each client its own address
    },
  });
  nodes[name] = { child, port, exited: new Promise((r) => child.on('exit', r)) };
  return nodes[name];
}

async function waitHealthy(url, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return true;
    } catch {
      /* not yet */
    }
    await sleep(200);
  }
  return false;
}

/** Waits until a request through the proxy is answered by the named node. */
async function waitServedBy(name, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${proxy}/api/health`);
      if (res.headers.get('x-served-by') === name) return true;
    } catch {
      /* retry */
    }
    await sleep(100);
  }
  return false;
}

const haproxyCfg = join(work, 'haproxy.cfg');
writeFileSync(
  haproxyCfg,
  `global
  maxconn 4000${process.env.HAPROXY_LOG ? '\n  log stdout format raw local0 info' : ''}
defaults
  mode http${process.env.HAPROXY_LOG ? '\n  log global\n  option httplog' : ''}
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  option forwardfor
frontend web
  bind 127.0.0.1:${proxyPort}
  # As docker/haproxy.cfg: only reads are sent again after an answer that never came.
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  http-request set-header X-Forwarded-Proto https if { ssl_fc }
  http-request set-header X-Forwarded-Proto http if !{ ssl_fc }
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  http-response set-header X-Served-By %[srv_name]
  timeout check 3s
  default-server check inter 500ms fall 3 rise 2
  server a 127.0.0.1:${portA}
  server b 127.0.0.1:${portB}
`,
);

let haproxy;
async function cleanup() {
  for (const n of Object.values(nodes)) n.child.kill('SIGKILL');
  haproxy?.kill('SIGKILL');
  try {
    const { createConnection } = await import('mysql2/promise');
    const c = await createConnection({ uri: MYSQL });
    await c.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
    await c.end();
  } catch {
    /* best effort */
  }
  rmSync(work, { recursive: true, force: true });
}

/** A tiny cookie-keeping client that goes through the proxy. */
function client() {
  let cookie = '';
  return async (path, init = {}) => {
    const res = await fetch(proxy + path, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(init.headers ?? {}),
      },
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    const text = await res.text();
    return {
      status: res.status,
      servedBy: res.headers.get('x-served-by'),
      body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    };
  };
}

/** Signed-in reads through the proxy from `workers` loops until `stop()`; counts failures. */
function load(call, workers = 16) {
  let running = true;
  const stats = { total: 0, failed: 0, byNode: {}, kinds: {} };
  const fail = (kind) => {
    stats.failed += 1;
    stats.kinds[kind] = (stats.kinds[kind] ?? 0) + 1;
  };
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      try {
        const r = await call('/api/auth/user');
        stats.total += 1;
        if (r.status !== 200) fail(`status ${r.status} from ${r.servedBy}`);
        stats.byNode[r.servedBy] = (stats.byNode[r.servedBy] ?? 0) + 1;
      } catch (error) {
        stats.total += 1;
        fail(String(error?.cause?.code ?? error?.message ?? error));
      }
    }
  });
  return {
    stats,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return stats;
    },
  };
}

let exitCode = 1;
try {
  log(`database ${dbName}, proxy ${proxy}, nodes a:${portA} b:${portB}`);
  startNode('a', portA);
  startNode('b', portB); // started together: migrations take turns on a lock
  const started =
    (await waitHealthy(`http://127.0.0.1:${portA}`, 90_000)) &&
    (await waitHealthy(`http://127.0.0.1:${portB}`, 90_000));
  expect(started, 'both nodes start on one fresh database');
  if (!started) throw new Error('the nodes did not answer /api/health within 90 s');
  const haproxyOut = process.env.HAPROXY_LOG
    ? (await import('node:fs')).openSync(process.env.HAPROXY_LOG, 'w')
    : 'ignore';
  haproxy = spawn('haproxy', ['-f', haproxyCfg, '-db'], {
    stdio: ['ignore', haproxyOut, 'ignore'],
  });
  const proxied = await waitHealthy(proxy);
  expect(proxied, 'HAProxy serves through the nodes');
  if (!proxied) throw new Error('HAProxy did not answer /api/health within 30 s');
  await sleep(1000);

  log('1. one session, two nodes');
  const call = client();
  const email = `cluster-${randomBytes(4).toString('hex')}@example.com`;
  const reg = await call('/api/register', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password: 'correct-horse-battery-staple',
      firstName: 'Clu',
      lastName: 'Ster',
    }),
  });
  expect(reg.status === 201, `registered through the proxy (served by ${reg.servedBy})`);
  const seen = new Map();
  for (let i = 0; i < 12; i++) {
    const r = await call('/api/auth/user');
    seen.set(
      r.servedBy,
      (seen.get(r.servedBy) ?? 0) + (r.status === 200 && r.body?.email === email ? 1 : 0),
    );
  }
  expect(
    seen.get('a') > 0 && seen.get('b') > 0 && [...seen.values()].reduce((a, b) => a + b) === 12,
    `both nodes honour the session (${JSON.stringify(Object.fromEntries(seen))})`,
  );
  const stats = [];
  for (let i = 0; i < 4; i++) stats.push(await call('/api/user/stats'));
  expect(
    new Set(stats.map((s) => s.servedBy)).size === 2 &&
      stats.every((s) => s.body?.totalLogins === 1),
    'both nodes see the same data',
  );
  const goal = await call('/api/goals', {
    method: 'POST',
    body: JSON.stringify({ title: 'Run a marathon', category: 'health' }),
  });
  if (goal.status !== 404) {
    const lists = [await call('/api/goals'), await call('/api/goals')];
    expect(
      lists.every((l) => l.status === 200 && l.body.some((g) => g.id === goal.body.id)) &&
        new Set(lists.map((l) => l.servedBy)).size === 2,
      'a goal written on one node is read on the other',
    );
  }
  await call('/api/logout', { method: 'POST' });
  const after = [await call('/api/auth/user'), await call('/api/auth/user')];
  expect(
    after.every((r) => r.status === 401),
    'after sign-out neither node accepts the session',
  );
  await call('/api/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'correct-horse-battery-staple' }),
  });

  log('2. kill -9 one node under load');
  const l1 = load(call);
  await sleep(2500);
  nodes.a.child.kill('SIGKILL');
  await sleep(4000);
  const s1 = await l1.stop();
  const rate1 = s1.failed / Math.max(1, s1.total);
  expect(
    s1.total > 300 && rate1 <= 0.001,
    `killed node a: ${s1.failed} of ${s1.total} requests failed (${(rate1 * 100).toFixed(3)}%), served ${JSON.stringify(s1.byNode)} ${JSON.stringify(s1.kinds)}`,
  );
  expect((await call('/api/auth/user')).servedBy === 'b', 'the survivor serves on');
  startNode('a', portA);
  expect(await waitHealthy(`http://127.0.0.1:${portA}`), 'node a restarts');
  await sleep(1500);

  log('3. rolling restart under load');
  const l2 = load(call);
  for (const name of ['a', 'b']) {
    await sleep(1500);
    const n = nodes[name];
    n.child.kill('SIGTERM');
    await n.exited;
    startNode(name, n.port);
    await waitHealthy(`http://127.0.0.1:${n.port}`);
    const back = await waitServedBy(name); // HAProxy has put it back in rotation
    if (!back) expect(false, `node ${name} came back into rotation after its restart`);
    await sleep(300);
  }
  await sleep(1500);
  const s2 = await l2.stop();
  expect(
    s2.total > 300 && s2.failed === 0,
    `rolling restart: ${s2.failed} of ${s2.total} requests failed, served ${JSON.stringify(s2.byNode)} ${JSON.stringify(s2.kinds)}`,
  );

  exitCode = failures.length ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
console.log(
  exitCode === 0
    ? '[cluster] all checks passed'
    : `[cluster] ${failures.length || 'some'} check(s) failed`,
);
process.exit(exitCode);
