// `node scripts/crash-batch.mjs [sqlite|mysql] [--kills 20]`
//
// The goals batch under `kill -9` (issue 7, "No lost data"). Starts the built
// server (backend/dist/main.js) as a child process, keeps batches of 500 goals
// with distinct Idempotency-Keys in flight, kills the server with SIGKILL at a
// random moment, and checks the database it leaves behind:
//   - every key's batch is whole (500 goals and its receipt) or absent (no goal,
//     no receipt): never a part;
//   - every batch whose 201 reached the client is whole (an acknowledged write
//     is never lost).
// Then restarts on the same database and does it again, `--kills` times. At
// the end every key is retried over HTTP: a whole batch replays its first
// answer (same ids), an absent one is created now, so each key ends with
// exactly one set of 500 goals.
//
// Needs `npm run build` (the security suite builds first). MySQL: MariaDB or
// MySQL at MYSQL_TEST_URL (default mysql://root@127.0.0.1:3306); a database is
// made and dropped. Exit code 0 when every check held; 2 when MySQL is not
// reachable (the caller decides whether that is a skip).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const args = process.argv.slice(2);
const DB = args.find((a) => a === 'sqlite' || a === 'mysql') ?? 'sqlite';
const KILLS = Number(args[args.indexOf('--kills') + 1] || 0) || 20;
const BATCH = 500;
const IN_FLIGHT = 6;
const MYSQL = process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306';
const MAIN = join(ROOT, 'backend', 'dist', 'main.js');

const log = (m) => console.log(`[crash:${DB}] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];
const check = (ok, what) => {
  if (!ok) {
    failures.push(what);
    console.log(`  FAIL ${what}`);
  }
  return ok;
};

function reachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 3306), timeout: 1500 });
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

if (!existsSync(MAIN)) {
  console.error(`${MAIN} is missing: run npm run build first`);
  process.exit(1);
}
if (DB === 'mysql' && !(await reachable(MYSQL))) {
  console.error(`MySQL/MariaDB is not reachable at ${MYSQL}`);
  process.exit(2);
}

// ---- the database under test, and a direct view of it for the checks ----
const work = mkdtempSync(join(tmpdir(), 'lodestar-crash-'));
const dbName = `lodestar_crash_${process.pid}_${randomBytes(3).toString('hex')}`;
const DATABASE_URL =
  DB === 'sqlite' ? `sqlite:${join(work, 'crash.sqlite')}` : `${MYSQL}/${dbName}`;

/** Per key: [goals, receipts] as stored now. */
async function storedByKey(userId) {
  const goalsSql = 'SELECT title FROM goals WHERE user_id = ?';
  const keysSql = 'SELECT `key` AS k FROM idempotency_keys WHERE user_id = ?';
  let titles;
  let keys;
  if (DB === 'sqlite') {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(join(work, 'crash.sqlite'));
    try {
      titles = db
        .prepare(goalsSql)
        .all(userId)
        .map((r) => r.title);
      keys = db
        .prepare(keysSql.replaceAll('`', '"'))
        .all(userId)
        .map((r) => r.k);
    } finally {
      db.close();
    }
  } else {
    const { createConnection } = await import('mysql2/promise');
    const c = await createConnection({ uri: `${MYSQL}/${dbName}` });
    try {
      titles = (await c.query(goalsSql, [userId]))[0].map((r) => r.title);
      keys = (await c.query(keysSql, [userId]))[0].map((r) => r.k);
    } finally {
      await c.end();
    }
  }
  const byKey = new Map();
  const entry = (k) => byKey.get(k) ?? byKey.set(k, { goals: 0, receipt: false }).get(k);
  for (const t of titles) entry(t.split(' #')[0]).goals += 1;
  for (const k of keys) entry(k).receipt = true;
  return byKey;
}

async function dropDatabase() {
  if (DB === 'mysql') {
    const { createConnection } = await import('mysql2/promise');
    const c = await createConnection({ uri: MYSQL });
    await c.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
    await c.end();
  }
  rmSync(work, { recursive: true, force: true });
}

// ---- the server as a child process ----
let port;
let server = null;

async function startServer() {
  port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL,
      SESSION_SECRET: 'crash-test-secret-that-is-longer-than-32-bytes',
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      FRONTEND_DIST: 'none',
      LOG_LEVEL: 'error',
      BCRYPT_ROUNDS: '10',
      AUTH_RATE_LIMIT: '1000000',
    },
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((r) => child.on('exit', r));
  server = { child, exited };
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${stderr}`);
    const res = await send('GET', '/api/health').catch(() => null);
    if (res?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`the server did not become healthy:\n${stderr}`);
}

async function killServer() {
  server.child.kill('SIGKILL');
  await server.exited;
  server = null;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT + 2 });
let cookie = '';

function send(method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode, headers: res.headers, text });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const batchOf = (key) => ({
  goals: Array.from({ length: BATCH }, (_, i) => ({ title: `${key} #${i + 1}` })),
});

// ---- the run ----
const keys = []; // every key fired
const acknowledged = new Set(); // keys whose 201 reached the client
let counter = 0;

async function fireUntilKilled(killAfterMs) {
  let stop = false;
  const worker = async () => {
    while (!stop) {
      counter += 1;
      const key = `crash-${counter}-${randomBytes(3).toString('hex')}`;
      keys.push(key);
      try {
        const res = await send('POST', '/api/goals/batch', batchOf(key), {
          'Idempotency-Key': key,
        });
        if (res.status === 201) acknowledged.add(key);
        else check(false, `batch ${key} answered ${res.status}: ${res.text.slice(0, 200)}`);
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const workers = Array.from({ length: IN_FLIGHT }, worker);
  await sleep(killAfterMs);
  await killServer();
  stop = true;
  await Promise.all(workers);
}

let exitCode = 1;
try {
  const started = Date.now();
  await startServer();
  const reg = await send('POST', '/api/register', {
    email: `crash-${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct-horse-battery-staple',
    firstName: 'Crash',
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${reg.text}`);
  cookie = reg.headers['set-cookie'][0].split(';')[0];
  const userId = JSON.parse(reg.text).id;

  let partial = 0;
  let whole = 0;
  let absent = 0;
  for (let kill = 1; kill <= KILLS; kill += 1) {
    // Random moments over the first few batches (a 500-goal batch takes tens of
    // ms on SQLite, a few hundred on MariaDB with six in flight).
    const killAfter =
      DB === 'sqlite'
        ? 30 + Math.floor(Math.random() * 400)
        : 100 + Math.floor(Math.random() * 2500);
    await fireUntilKilled(killAfter);
    const stored = await storedByKey(userId);
    let w = 0;
    let a = 0;
    for (const key of keys) {
      const s = stored.get(key) ?? { goals: 0, receipt: false };
      const isWhole = s.goals === BATCH && s.receipt;
      const isAbsent = s.goals === 0 && !s.receipt;
      if (
        !check(
          isWhole || isAbsent,
          `kill ${kill}: ${key} is partial (${s.goals} goals, receipt ${s.receipt})`,
        )
      )
        partial += 1;
      if (acknowledged.has(key))
        check(isWhole, `kill ${kill}: ${key} was answered 201 but is not whole`);
      if (isWhole) w += 1;
      if (isAbsent) a += 1;
    }
    const unknown = [...stored.keys()].filter((k) => !keys.includes(k));
    check(unknown.length === 0, `kill ${kill}: goals of keys never sent: ${unknown.join(', ')}`);
    whole = w;
    absent = a;
    log(
      `kill ${kill}/${KILLS} after ${killAfter} ms: ${keys.length} batches sent, ${w} whole, ${a} absent`,
    );
    await startServer();
  }

  // Every key retried: whole ones replay the first answer, absent ones are made now.
  let replayed = 0;
  let created = 0;
  for (const key of keys) {
    const res = await send('POST', '/api/goals/batch', batchOf(key), { 'Idempotency-Key': key });
    if (!check(res.status === 201, `retry of ${key} answered ${res.status}`)) continue;
    if (res.headers['idempotent-replayed'] === 'true') replayed += 1;
    else created += 1;
  }
  const final = await storedByKey(userId);
  for (const key of keys) {
    const s = final.get(key);
    check(s?.goals === BATCH && s.receipt, `after the retries ${key} has ${s?.goals ?? 0} goals`);
  }
  check(replayed === whole, `retries replayed ${replayed}, expected the ${whole} whole batches`);
  check(created === absent, `retries created ${created}, expected the ${absent} absent batches`);
  await killServer();

  const secs = ((Date.now() - started) / 1000).toFixed(1);
  log(
    `${KILLS} kills, ${keys.length} batches of ${BATCH}: ${whole} whole and ${absent} absent at the end, ` +
      `${partial} partial; retries replayed ${replayed} and created ${created} (${secs} s)`,
  );
  exitCode = failures.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`[crash:${DB}]`, error);
  exitCode = 1;
} finally {
  if (server) await killServer().catch(() => undefined);
  agent.destroy();
  await dropDatabase().catch(() => undefined);
}
log(exitCode === 0 ? 'every batch whole or absent' : `FAILED (${failures.length} failed checks)`);
process.exit(exitCode);
