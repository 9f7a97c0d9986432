// How much mysql2 alone promotes to V8's old generation per scavenge: a child
// process runs nothing but one-row SELECTs at a fixed rate on MYSQL_BENCH_URL's
// server (default root@127.0.0.1:3306), with the app's young-generation size and
// --trace-gc-nvp, and this prints the average `promoted` and `new_space_survived`
// per scavenge. On 2026-11-26 it showed what makes the app's full collections on
// MariaDB (docs/performance.md, "MariaDB: mysql2 promotes").
// Usage: node scripts/bench/mysql2-promotion.mjs
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_OPTIONS } from '../lib.mjs';

const url = new URL(process.env.MYSQL_BENCH_URL ?? 'mysql://root@127.0.0.1:3306');

if (process.argv[2] === 'child') {
  const { createRequire } = await import('node:module');
  const mysql = createRequire(import.meta.url)('mysql2');
  const [, , , method, inFlight] = process.argv;
  const pool = mysql.createPool({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database: 'mysql',
    connectionLimit: Number(inFlight),
  });
  const rate = 8000;
  const started = Date.now();
  let done = 0;
  let pending = 0;
  let stopping = false;
  const timer = setInterval(() => {
    if (stopping) {
      if (pending === 0) {
        clearInterval(timer);
        pool.end();
      }
      return;
    }
    const due = Math.floor(((Date.now() - started) * rate) / 1000);
    while (done + pending < due && pending < Number(inFlight)) {
      pending++;
      pool[method]('SELECT user, host FROM user WHERE user = ?', ['root'], (error) => {
        if (error) throw error;
        pending--;
        done++;
      });
    }
    stopping = Date.now() - started > 6000;
  }, 1);
} else {
  console.log(
    'mysql2 alone, 8,000 one-row SELECTs a second for 6 s (averages of the last 20 scavenges)',
  );
  for (const method of ['execute', 'query']) {
    for (const inFlight of [1, 10]) {
      const child = spawnSync(
        process.execPath,
        [
          ...SERVER_NODE_OPTIONS,
          '--trace-gc-nvp',
          fileURLToPath(import.meta.url),
          'child',
          method,
          String(inFlight),
        ],
        { encoding: 'utf8' },
      );
      if (child.status !== 0) throw new Error(child.stderr);
      const scavenges = child.stdout
        .split('\n')
        .filter((line) => line.includes('gc=s '))
        .slice(-20)
        .map((line) =>
          Object.fromEntries(
            [...line.matchAll(/(\w+)=([\d.]+)/g)].map((m) => [m[1], Number(m[2])]),
          ),
        );
      const average = (field) =>
        scavenges.reduce((sum, s) => sum + s[field], 0) / Math.max(1, scavenges.length) / 1024;
      console.log(
        `${method.padEnd(7)} ${String(inFlight).padStart(2)} in flight: promoted ${average('promoted').toFixed(0)} kB, survived ${average('new_space_survived').toFixed(0)} kB per scavenge (${scavenges.length} scavenges)`,
      );
    }
  }
}
