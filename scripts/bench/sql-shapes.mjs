// `npm run bench:sql`: what one signed-in 20-goal list costs on MariaDB/MySQL in
// each query shape we considered for the hot read, measured straight on the
// driver (mysql2, prepared statements, as the app's hot path runs them), one
// query at a time on one connection, so each figure is a round trip: the
// database's work plus the client's parsing.
//  - session + list: what the app does now (two round trips);
//  - list as JSON built by the database (JSON_ARRAYAGG of JSON_OBJECTs);
//  - session joined to the list (one round trip, the session's row beside each goal);
//  - the list checked against the session row (its expiry only, no session data):
//    one round trip if the session's data were known without reading it.
// The schema is the app's own: the built app runs its migrations on a fresh
// database, a user signs up and writes 20 goals through the API; the database
// is dropped at the end. MYSQL_BENCH_URL names the server (default
// mysql://root@127.0.0.1:3306). Bounded: 300 warm-up and 3,000 measured
// queries per shape. Figures and what they decided: docs/performance.md.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import mysql from 'mysql2/promise';
import { buildIfStale } from '../build-if-stale.mjs';
import { ROOT, startServerProcess, stopChild, waitForHealth } from '../lib.mjs';

const MYSQL_URL = process.env.MYSQL_BENCH_URL ?? 'mysql://root@127.0.0.1:3306';
const WARMUP = 300;
const MEASURED = 3000;
const iso = (column) => `CONCAT(LEFT(DATE_FORMAT(${column}, '%Y-%m-%dT%H:%i:%s.%f'), 23), 'Z')`;

/** The shapes, with the app's own column list and rapid-entry text (from its build). */
const shapes = (GOAL_COLUMNS, QUICK_ENTRY) => ({
  'session + list (now)': [
    ['SELECT `sess`, `expire` FROM `sessions` WHERE `sid` = ?', (s) => [s.sid]],
    [
      `SELECT ${GOAL_COLUMNS} FROM goals WHERE user_id = ? ORDER BY created_at DESC`,
      (s) => [s.userId],
    ],
  ],
  'list as JSON by the database': [
    [
      `SELECT JSON_COMPACT(COALESCE(JSON_ARRAYAGG(JSON_OBJECT(` +
        `'id', id, 'title', title, 'category', category, 'priority', priority, ` +
        `'targetDate', target_date, 'progress', progress, 'isCompleted', is_completed <> 0, ` +
        `'trackingType', tracking_type, 'currentAmount', current_amount, ` +
        `'targetAmount', target_amount, 'financialType', financial_type, ` +
        `'subcategories', JSON_EXTRACT(subcategories, '$'), 'steps', JSON_EXTRACT(steps, '$'), ` +
        `'reflection', reflection, 'nextAction', next_action, ` +
        `'needsCategorizing', description <=> ?, ` +
        `'version', version, 'createdAt', ${iso('created_at')}, 'updatedAt', ${iso('updated_at')}` +
        `) ORDER BY created_at DESC), '[]')) FROM goals WHERE user_id = ?`,
      (s) => [QUICK_ENTRY, s.userId],
    ],
  ],
  'session joined to the list': [
    [
      `SELECT s.sess, s.expire, ${GOAL_COLUMNS.split(', ')
        .map((c) => `g.${c}`)
        .join(', ')} FROM sessions s LEFT JOIN goals g ON g.user_id = s.user_id ` +
        'WHERE s.sid = ? ORDER BY g.created_at DESC',
      (s) => [s.sid],
    ],
  ],
  'list checked against the session': [
    [
      `SELECT s.expire, ${GOAL_COLUMNS.split(', ')
        .map((c) => `g.${c}`)
        .join(', ')} FROM sessions s LEFT JOIN goals g ON g.user_id = s.user_id ` +
        'WHERE s.sid = ? ORDER BY g.created_at DESC',
      (s) => [s.sid],
    ],
  ],
});

async function seededDatabase() {
  const name = `lodestar_sql_shapes_${randomBytes(4).toString('hex')}`;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  const app = startServerProcess({
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `${MYSQL_URL}/${name}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      FRONTEND_DIST: 'none',
    },
  });
  try {
    await waitForHealth(base);
    const password = `shapes-${randomBytes(8).toString('hex')}`;
    const res = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${name}@example.com`, password, firstName: 'Bench' }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status}`);
    const cookie = res.headers.get('set-cookie').split(';')[0];
    const goals = Array.from({ length: 20 }, (_, i) => ({
      title: `Read twenty-four books this year (${i + 1})`,
      description: 'Why it matters, what done looks like, and the first step.',
      category: 'learning',
      nextAction: 'Block an hour on Saturday morning',
      steps: ['Decide', 'Plan', 'Start'],
    }));
    const batch = await fetch(`${base}/api/goals/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ goals }),
    });
    if (batch.status !== 201) throw new Error(`goals: ${batch.status}`);
  } finally {
    await stopChild(app);
  }
  return name;
}

async function main() {
  await buildIfStale();
  const dist = createRequire(join(ROOT, 'backend/dist/main.js'));
  const { GOAL_SELECT } = dist('./modules/goals/infrastructure/persistence/goal.mapper.js');
  const { QUICK_ENTRY_DESCRIPTION } = dist('./modules/goals/domain/goal.js');
  const name = await seededDatabase();
  const db = await mysql.createConnection({ uri: `${MYSQL_URL}/${name}`, timezone: 'Z' });
  try {
    const [[session]] = await db.query('SELECT sid, user_id AS userId FROM sessions LIMIT 1');
    console.log(`MariaDB/MySQL ${(await db.query('SELECT VERSION() AS v'))[0][0].v}`);
    for (const [shape, queries] of Object.entries(shapes(GOAL_SELECT, QUICK_ENTRY_DESCRIPTION))) {
      const once = async () => {
        for (const [sql, params] of queries) await db.execute(sql, params(session));
      };
      for (let i = 0; i < WARMUP; i++) await once();
      const started = performance.now();
      for (let i = 0; i < MEASURED; i++) await once();
      const us = ((performance.now() - started) / MEASURED) * 1000;
      console.log(`${shape.padEnd(32)} ${us.toFixed(0).padStart(5)} µs per list`);
    }
  } finally {
    await db.query(`DROP DATABASE \`${name}\``);
    await db.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
