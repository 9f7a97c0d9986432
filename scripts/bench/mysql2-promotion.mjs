// What made the app's full collections on MariaDB (docs/performance-log.md, "The MariaDB
// tail: a hidden class per query"): a child process runs nothing but one-row prepared
// SELECTs through a mysql2 pool (10 in flight, 8,000 a second for 10 s) on
// MYSQL_BENCH_URL's server (default root@127.0.0.1:3306), with the app's
// young-generation size and --trace-gc-nvp, once with `execute(sql, ...)` and once with
// `execute({ sql }, ...)`. Printed: the average `promoted` per scavenge and the full
// collections after the first 3 s (start-up promotes whatever it does either way), and
// how many of 10,000 objects made as `{ ...a, ...b }` got a hidden class of their own.
// Usage: node scripts/bench/mysql2-promotion.mjs
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_OPTIONS } from '../lib.mjs';

const url = new URL(process.env.MYSQL_BENCH_URL ?? 'mysql://root@127.0.0.1:3306');
const SQL = 'SELECT user, host FROM user WHERE user = ?';
const SECONDS = 10;
const SKIP_MS = 3000;

if (process.argv[2] === 'maps') {
  // V8's natives syntax (this child runs with --allow-natives-syntax).
  const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)');
  const make = (sql) => ({ ...{ infileStreamFactory: undefined }, ...sql });
  let previous = make({ sql: SQL });
  let own = 0;
  for (let i = 0; i < 10_000; i++) {
    const next = make({ sql: SQL });
    if (!sameMap(previous, next)) own++;
    previous = next;
  }
  console.log(own);
} else if (process.argv[2] === 'child') {
  const { createRequire } = await import('node:module');
  const mysql = createRequire(import.meta.url)('mysql2');
  const asObject = process.argv[3] === 'object';
  const pool = mysql.createPool({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database: 'mysql',
    connectionLimit: 10,
  });
  const rate = 8000;
  const started = Date.now();
  let done = 0;
  let pending = 0;
  const timer = setInterval(() => {
    if (Date.now() - started > SECONDS * 1000) {
      if (pending === 0) {
        clearInterval(timer);
        pool.end();
      }
      return;
    }
    const due = Math.floor(((Date.now() - started) * rate) / 1000);
    while (done + pending < due && pending < 10) {
      pending++;
      pool.execute(asObject ? { sql: SQL } : SQL, ['root'], (error) => {
        if (error) throw error;
        pending--;
        done++;
      });
    }
  }, 1);
} else {
  console.log(
    `mysql2 alone, 8,000 one-row prepared SELECTs a second for ${SECONDS} s, 10 in flight (after the first ${SKIP_MS / 1000} s)`,
  );
  for (const form of ['text', 'object']) {
    const child = spawnSync(
      process.execPath,
      [...SERVER_NODE_OPTIONS, '--trace-gc-nvp', fileURLToPath(import.meta.url), 'child', form],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(child.stderr);
    const events = child.stdout
      .split('\n')
      .filter((line) => /gc=(s|mc) /.test(line))
      .map((line) => ({
        at: Number(/(\d+) ms: /.exec(line)?.[1] ?? 0),
        full: line.includes('gc=mc '),
        promoted: Number(/ promoted=(\d+)/.exec(line)?.[1] ?? 0),
      }))
      .filter((e) => e.at > SKIP_MS);
    const scavenges = events.filter((e) => !e.full);
    const promoted =
      scavenges.reduce((sum, s) => sum + s.promoted, 0) / Math.max(1, scavenges.length) / 1024;
    const label =
      form === 'text' ? "execute('SELECT ...', values)" : "execute({ sql: 'SELECT ...' }, values)";
    console.log(
      `${label.padEnd(40)} promoted ${promoted.toFixed(0).padStart(5)} kB per scavenge (${scavenges.length} scavenges), ${events.length - scavenges.length} full collections`,
    );
  }
  const maps = spawnSync(
    process.execPath,
    ['--allow-natives-syntax', fileURLToPath(import.meta.url), 'maps'],
    { encoding: 'utf8' },
  );
  if (maps.status !== 0) throw new Error(maps.stderr);
  console.log(
    `{ ...defaults, ...options } (what mysql2 makes of an options object): ${maps.stdout.trim()} of 10,000 objects with a hidden class of their own (Node ${process.versions.node})`,
  );
}
