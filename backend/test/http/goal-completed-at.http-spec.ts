import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../src/config/app-config';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { ensureDatabaseExists } from '../../src/database/ensure-database';
import { AddGoalCompletedAt1795430000000 as MysqlAddGoalCompletedAt } from '../../src/database/migrations/mysql/1795430000000-add-goal-completed-at';
import { AddGoalCompletedAt1795430000000 as SqliteAddGoalCompletedAt } from '../../src/database/migrations/sqlite/1795430000000-add-goal-completed-at';
import { runMigrations } from '../../src/database/run-migrations';
import {
  MYSQL_TEST_URL,
  startTestApp,
  TEST_DB,
  type TestAgent,
  type TestApp,
} from '../support/test-app';
import { fakeDateOnly } from '../support/zone-move';

/**
 * Monthly Progress counts a completed goal in the month it was completed (`completed_at`),
 * not in the month it was last edited (`updated_at`): review r5-stats, item 4.
 */
describe(`when a goal was completed, and Monthly Progress (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  /** A user in New York; `at(instant)` moves the clock and signs in again (sessions idle out). */
  async function newYorker() {
    const { agent, email, password } = await t.signUp();
    await agent.put('/api/user/profile').send({ timezone: 'America/New_York' }).expect(200);
    return async (instant: string): Promise<TestAgent> => {
      jest.setSystemTime(new Date(instant));
      const next = t.agent();
      await next.post('/api/login').send({ email, password }).expect(200);
      return next;
    };
  }
  const create = async (agent: TestAgent, body: Record<string, unknown>): Promise<string> =>
    (await agent.post('/api/goals').send(body).expect(201)).body.id as string;
  const patch = (agent: TestAgent, id: string, body: Record<string, unknown>) =>
    agent.patch(`/api/goals/${id}`).send(body).expect(200);
  const stats = async (agent: TestAgent) =>
    (await agent.get('/api/dashboard/stats').expect(200)).body as Record<string, number>;
  const completedAt = async (id: string): Promise<string | null> => {
    const [row] = (await t.app
      .get(DataSource)
      .query('SELECT completed_at AS at FROM goals WHERE id = ?', [id])) as Array<{
      at: Date | string | null;
    }>;
    if (row.at === null) return null;
    const at = row.at instanceof Date ? row.at.toISOString() : `${row.at.replace(' ', 'T')}Z`;
    return new Date(at).toISOString();
  };

  it('leaves out a goal completed in January and edited in February', async () => {
    fakeDateOnly();
    jest.setSystemTime(new Date('2026-01-10T15:00:00Z'));
    const at = await newYorker();
    const jan10 = await at('2026-01-10T15:00:00Z');
    const a = await create(jan10, { title: 'A' });
    const b = await create(jan10, { title: 'B' });
    const jan20 = await at('2026-01-20T15:00:00Z');
    await patch(jan20, a, { progress: 100 });
    await patch(jan20, b, { progress: 20 });
    const feb3 = await at('2026-02-03T15:00:00Z');
    await patch(feb3, a, { description: 'Fixed the wording' });
    expect(await stats(feb3)).toEqual({
      activeGoals: 1,
      completedGoals: 1,
      streak: 1,
      completion: 50,
      monthlyProgress: 20, // B alone; A (100) was finished in January
    });
    expect(await completedAt(a)).toBe('2026-01-20T15:00:00.000Z');
    expect(await completedAt(b)).toBeNull();
    // Not part of the goal's API shape; the export holds every column, this one too.
    const read = (await feb3.get(`/api/goals/${a}`).expect(200)).body;
    expect(read).not.toHaveProperty('completedAt');
    expect(read.updatedAt).toBe('2026-02-03T15:00:00.000Z');
    const exported = await feb3
      .get('/api/user/export')
      .buffer(true)
      .parse((res, cb) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => cb(null, text));
      })
      .expect(200);
    const rows = JSON.parse(exported.body as string).data.goals as Array<Record<string, unknown>>;
    expect(rows.find((g) => g.id === a)).toMatchObject({ completedAt: '2026-01-20T15:00:00.000Z' });
    expect(rows.find((g) => g.id === b)).toMatchObject({ completedAt: null });
  });

  it('counts a completed goal without completed_at by its last change (a row an older node wrote)', async () => {
    fakeDateOnly();
    jest.setSystemTime(new Date('2026-03-02T15:00:00Z'));
    const at = await newYorker();
    const mar2 = await at('2026-03-02T15:00:00Z');
    const a = await create(mar2, { title: 'A' });
    await create(mar2, { title: 'B', progress: 20 });
    await patch(mar2, a, { progress: 100 });
    // During a rolling restart a node still on the code before the column completes it.
    await t.app.get(DataSource).query('UPDATE goals SET completed_at = NULL WHERE id = ?', [a]);
    expect(await completedAt(a)).toBeNull();
    expect((await stats(mar2)).monthlyProgress).toBe(60); // (100 + 20) / 2, not 20
  });

  it('counts a goal reopened and completed again this month, and not while it is open', async () => {
    fakeDateOnly();
    jest.setSystemTime(new Date('2026-01-10T15:00:00Z'));
    const at = await newYorker();
    const jan10 = await at('2026-01-10T15:00:00Z');
    const c = await create(jan10, { title: 'C' });
    await create(jan10, { title: 'B', progress: 20 });
    await patch(await at('2026-01-20T15:00:00Z'), c, { progress: 100 });
    const feb2 = await at('2026-02-02T15:00:00Z');
    await patch(feb2, c, { isCompleted: false });
    expect(await completedAt(c)).toBeNull();
    expect((await stats(feb2)).monthlyProgress).toBe(10); // (0 + 20) / 2
    const feb5 = await at('2026-02-05T15:00:00Z');
    await patch(feb5, c, { isCompleted: true });
    expect(await completedAt(c)).toBe('2026-02-05T15:00:00.000Z');
    expect((await stats(feb5)).monthlyProgress).toBe(60); // (100 + 20) / 2
    // March: C was completed in February.
    const mar2 = await at('2026-03-02T15:00:00Z');
    await patch(mar2, c, { reflection: 'Worth it' });
    expect((await stats(mar2)).monthlyProgress).toBe(20);
  });

  it('sets it on every path that completes a goal, in the month of the user', async () => {
    fakeDateOnly();
    jest.setSystemTime(new Date('2026-01-10T15:00:00Z'));
    const at = await newYorker();
    const jan10 = await at('2026-01-10T15:00:00Z');
    const open = await create(jan10, { title: 'Open', progress: 20 });
    const percent = await create(jan10, { title: 'Percent' });
    const milestone = await create(jan10, { title: 'Milestone', trackingType: 'milestone' });
    const money = await create(jan10, {
      title: 'Money',
      trackingType: 'currency',
      targetAmount: 10_000,
    });
    const checklist = await create(jan10, {
      title: 'Checklist',
      trackingType: 'subcategory',
      subcategories: [{ name: 'one', completed: false }],
    });
    const createdDone = await create(jan10, { title: 'Created done', isCompleted: true });
    const batch = (
      await jan10
        .post('/api/goals/batch')
        .send({ goals: [{ title: 'Batch done', progress: 100 }, { title: 'Batch open' }] })
        .expect(201)
    ).body as Array<{ id: string }>;
    await patch(jan10, batch[1].id, { progress: 20 });
    // 23:30 on January 31 in New York (04:30 UTC on February 1): still January's.
    const lateJan = await at('2026-02-01T04:30:00Z');
    await patch(lateJan, percent, { progress: 100 });
    await patch(lateJan, milestone, { isCompleted: true });
    await patch(lateJan, money, { currentAmount: 10_000 });
    await patch(lateJan, checklist, { subcategories: [{ name: 'one', completed: true }] });
    for (const id of [createdDone, batch[0].id])
      expect(await completedAt(id)).toBe('2026-01-10T15:00:00.000Z');
    for (const id of [percent, milestone, money, checklist])
      expect(await completedAt(id)).toBe('2026-02-01T04:30:00.000Z');
    expect((await stats(lateJan)).monthlyProgress).toBe(
      Math.round((20 + 20 + 100 * 6) / 8), // every goal, all in January
    );
    // February in New York: each completed goal edited, none of them counts.
    const feb = await at('2026-02-01T06:00:00Z');
    for (const id of [percent, milestone, money, checklist, createdDone, batch[0].id])
      await patch(feb, id, { description: 'Edited in February' });
    expect(await stats(feb)).toMatchObject({ completedGoals: 6, monthlyProgress: 20 });
    expect(await completedAt(open)).toBeNull();
  });
});

describe(`migration 1795430000000: goals' completed_at (${TEST_DB})`, () => {
  let database: DatabaseConfig;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (TEST_DB === 'mysql') {
      const name = `lodestar_done_${process.pid}_${randomBytes(3).toString('hex')}`;
      database = { kind: 'mysql', url: `${MYSQL_TEST_URL}/${name}`, database: name };
      await ensureDatabaseExists(database);
      cleanup = async () => {
        const c = await createConnection({ uri: MYSQL_TEST_URL });
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await c.end();
      };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'lodestar-done-'));
      database = { kind: 'sqlite', path: join(dir, 'm.sqlite') };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  it("fills completed_at from the log's goal_completed event, else updated_at, for completed goals only, and is undone", async () => {
    const db = new DataSource(buildDataSourceOptions(database));
    await db.initialize();
    const migration =
      TEST_DB === 'mysql' ? new MysqlAddGoalCompletedAt() : new SqliteAddGoalCompletedAt();
    const runner = db.createQueryRunner();
    const columns = async () =>
      (
        (await db.query(
          TEST_DB === 'mysql'
            ? "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = 'goals'"
            : "SELECT name FROM pragma_table_info('goals')",
        )) as Array<{ name: string }>
      ).map((c) => c.name);
    try {
      await runMigrations(db);
      expect(await columns()).toContain('completed_at');
      // A database from before the migration, with goals in it.
      await migration.down(runner);
      expect(await columns()).not.toContain('completed_at');
      const created = '2026-01-05 10:00:00.000';
      await db.query(
        'INSERT INTO `users` (`id`, `email`, `password_hash`, `created_at`, `updated_at`) VALUES (?, ?, ?, ?, ?)',
        ['u-1', 'u-1@example.com', 'x', created, created],
      );
      const goal = (id: string, done: boolean, updated: string) =>
        db.query(
          'INSERT INTO `goals` (`id`, `user_id`, `title`, `category`, `priority`, `progress`, `is_completed`, `tracking_type`, `current_amount`, `target_amount`, `financial_type`, `subcategories`, `steps`, `version`, `created_at`, `updated_at`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [
            id,
            'u-1',
            id,
            'personal',
            'medium',
            done ? 100 : 40,
            done ? 1 : 0,
            'percentage',
            0,
            0,
            'savings',
            '[]',
            '[]',
            1,
            created,
            updated,
          ],
        );
      await goal('g-done', true, '2026-01-20 15:00:00.000');
      await goal('g-open', false, '2026-01-21 15:00:00.000');
      // Completed on 12 January (the log says so), edited on 3 February.
      await goal('g-logged', true, '2026-02-03 09:00:00.000');
      await db.query(
        'INSERT INTO `gamification_events` (`user_id`, `id`, `type`, `points`, `occurred_at`, `goal_id`, `created_at`) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [
          'u-1',
          'goal_completed:g-logged',
          'goal_completed',
          50,
          '2026-01-12 08:30:00.000',
          'g-logged',
          created,
        ],
      );
      await migration.up(runner);
      const rows = (await db.query(
        'SELECT `id`, `completed_at` AS `at` FROM `goals` ORDER BY `id`',
      )) as Array<{ id: string; at: Date | string | null }>;
      const iso = (v: Date | string | null) =>
        v === null ? null : v instanceof Date ? v.toISOString() : `${v.replace(' ', 'T')}Z`;
      expect(rows.map((r) => [r.id, iso(r.at)])).toEqual([
        ['g-done', '2026-01-20T15:00:00.000Z'],
        ['g-logged', '2026-01-12T08:30:00.000Z'],
        ['g-open', null],
      ]);
      await db.query('DELETE FROM `users`');
    } finally {
      await runner.release();
      await db.destroy();
    }
  });
});
