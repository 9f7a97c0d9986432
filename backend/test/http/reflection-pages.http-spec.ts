import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { sqlDateTime } from '../../src/shared/persistence/sql-datetime';
import { startTestApp, TEST_DB, TestApp, TestAgent } from '../support/test-app';

type Row = { id: string; reflectionDate: string; timeOfDay: string; userId: string };
type Page = { reflections: Row[]; nextBefore: string | null };

/** 'yyyy-MM-dd' `days` days before 2025-12-31. */
function daysBack(days: number): string {
  const d = new Date(Date.UTC(2025, 11, 31));
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

const key = (r: Row) => `${r.reflectionDate} ${r.timeOfDay}`;

/**
 * The journal read page by page (GET /api/daily-reflections?limit=&before=): years of notes
 * are no longer one answer of megabytes (review 2026-11-29, data finding 2).
 */
describe(`daily reflections, page by page (${TEST_DB})`, () => {
  let t: TestApp;
  let db: DataSource;
  let ada: { agent: TestAgent; user: Record<string, unknown> };
  let bob: { agent: TestAgent; user: Record<string, unknown> };

  /** Writes the rows straight into the table (250 rewarded creates would be slow). */
  async function seed(userId: string, sessions: Array<[string, 'morning' | 'evening']>) {
    const at = sqlDateTime(new Date());
    for (const [date, timeOfDay] of sessions) {
      await db.query(
        'INSERT INTO `daily_reflections` (`id`, `user_id`, `reflection_date`, `time_of_day`, `responses`, `created_at`, `updated_at`) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?)',
        [
          randomUUID(),
          userId,
          date,
          timeOfDay,
          JSON.stringify({
            [`${timeOfDay}_${timeOfDay === 'morning' ? 'intention' : 'lesson'}`]: date,
          }),
          at,
          at,
        ],
      );
    }
  }

  /** Follows the cursors from the first page to the last. */
  async function readAll(agent: TestAgent, limit: number): Promise<{ rows: Row[]; pages: number }> {
    const rows: Row[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string | number> = { limit };
      if (before) query.before = before;
      const page = (await agent.get('/api/daily-reflections').query(query).expect(200))
        .body as Page;
      expect(page.reflections.length).toBeLessThanOrEqual(limit);
      rows.push(...page.reflections);
      before = page.nextBefore;
      pages += 1;
    } while (before !== null && pages < 1000);
    return { rows, pages };
  }

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    ada = await t.signUp();
    bob = await t.signUp();
    // 250 sessions over 188 days: most days both, some only the morning, some only the
    // evening, so pages end inside a date as well as between dates.
    const sessions: Array<[string, 'morning' | 'evening']> = [];
    for (let day = 0; sessions.length < 250; day++) {
      if (day % 3 !== 1) sessions.push([daysBack(day), 'morning']);
      if (day % 3 !== 2 && sessions.length < 250) sessions.push([daysBack(day), 'evening']);
    }
    expect(sessions).toHaveLength(250);
    await seed(String(ada.user.id), sessions);
    await seed(String(bob.user.id), [
      [daysBack(0), 'morning'],
      [daysBack(400), 'evening'],
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('without parameters still answers every reflection, as the spec says (an array)', async () => {
    const all = await ada.agent.get('/api/daily-reflections').expect(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(250);
  });

  it('answers 100 at most, with the cursor of the next page', async () => {
    const res = await ada.agent.get('/api/daily-reflections?limit=100').expect(200);
    const page = res.body as Page;
    expect(Object.keys(page).sort()).toEqual(['nextBefore', 'reflections']);
    expect(page.reflections).toHaveLength(100);
    const last = page.reflections[99];
    expect(page.nextBefore).toBe(`${last.reflectionDate}:${last.timeOfDay}`);
    expect(page.reflections[0]).toMatchObject({
      reflectionDate: '2025-12-31',
      timeOfDay: 'evening',
      userId: ada.user.id,
      responses: { evening_lesson: '2025-12-31' },
      version: 1,
    });
  });

  it.each([1, 7, 10, 100])(
    'following the cursors with limit=%i returns all 250 exactly once, in the order of the whole list',
    async (limit) => {
      const all = (await ada.agent.get('/api/daily-reflections').expect(200)).body as Row[];
      const { rows, pages } = await readAll(ada.agent, limit);
      expect(rows.map(key)).toEqual(all.map(key));
      // The same records, field by field (dates, answers, versions), as the whole list's.
      expect(rows).toEqual(all);
      expect(new Set(rows.map((r) => r.id)).size).toBe(250);
      expect(pages).toBe(Math.ceil(250 / limit));
    },
  );

  it('ends with nextBefore null, also when the last page is exactly full', async () => {
    const { rows, pages } = await readAll(ada.agent, 50);
    expect([rows.length, pages]).toEqual([250, 5]);
    const first = (await ada.agent.get('/api/daily-reflections?limit=1').expect(200)).body as Page;
    const after = await ada.agent
      .get(`/api/daily-reflections?limit=100&before=${first.nextBefore}`)
      .expect(200);
    expect(after.body.reflections[0]).toMatchObject({
      reflectionDate: '2025-12-31',
      timeOfDay: 'morning',
    });
    const end = await ada.agent
      .get(`/api/daily-reflections?limit=5&before=${daysBack(200)}:evening`)
      .expect(200);
    expect(end.body).toEqual({ reflections: [], nextBefore: null });
  });

  it('takes a cursor whose session is gone (deleted meanwhile) and goes on after it', async () => {
    // 2025-12-30 has only an evening (day 1): its morning never existed.
    const res = await ada.agent
      .get('/api/daily-reflections?limit=2&before=2025-12-30:morning')
      .expect(200);
    expect((res.body as Page).reflections.map(key)).toEqual([
      '2025-12-29 morning',
      '2025-12-28 evening',
    ]);
  });

  it('gives 20 when only before is sent', async () => {
    const res = await ada.agent.get('/api/daily-reflections?before=2025-12-31:evening').expect(200);
    expect((res.body as Page).reflections).toHaveLength(20);
    expect((res.body as Page).reflections[0]).toMatchObject({
      reflectionDate: '2025-12-31',
      timeOfDay: 'morning',
    });
  });

  it("pages only the user's own reflections", async () => {
    const { rows } = await readAll(bob.agent, 1);
    expect(rows.map(key)).toEqual([`${daysBack(0)} morning`, `${daysBack(400)} evening`]);
    expect(rows.every((r) => r.userId === bob.user.id)).toBe(true);
    const { rows: adas } = await readAll(ada.agent, 100);
    expect(adas.every((r) => r.userId === ada.user.id)).toBe(true);
    // Another user's cursor is only a date and a session: it reads the asker's own journal.
    const fresh = await t.signUp();
    const none = await fresh.agent.get(`/api/daily-reflections?limit=10&before=2026-01-01:morning`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ reflections: [], nextBefore: null });
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=-1', 'limit must be a whole number from 1 to 100'],
    ['limit=2.5', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    ['limit=', 'limit must be a whole number from 1 to 100'],
    ['limit=99999999999999999999', 'limit must be a whole number from 1 to 100'],
    ['limit=1&limit=2', 'limit must be a whole number from 1 to 100'],
    ['limit[a]=1', 'property limit[a] should not exist'],
    ['before=2025-12-31', 'before must be a date and session'],
    ['before=2025-02-29:morning', 'before must be a date and session'],
    ['before=2025-12-31:noon', 'before must be a date and session'],
    ['before=', 'before must be a date and session'],
    ['limit=5&before=2025-12-31:evening&before=2025-12-30:evening', 'before must be'],
    ['date=2025-12-31&limit=5', 'date cannot be combined with limit or before'],
    ['date=2025-12-31&before=2025-12-31:evening', 'date cannot be combined with limit or before'],
    ['limit=5&page=2', 'property page should not exist'],
  ])('refuses ?%s with 400 naming the field', async (query, message) => {
    const res = await ada.agent.get(`/api/daily-reflections?${query}`).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });

  it('reads a page through the unique index (user, date, session), without sorting the history', async () => {
    const sent: Array<{ sql: string; params: unknown[] }> = [];
    const spy = jest.spyOn(db.logger, 'logQuery').mockImplementation((sql, params) => {
      if (/FROM [`"]daily_reflections[`"]/.test(sql))
        sent.push({ sql, params: Array.isArray(params) ? params : [] });
    });
    try {
      // A cursor 150 days back: 180 or so newer sessions lie between it and the newest.
      await ada.agent
        .get(`/api/daily-reflections?limit=10&before=${daysBack(150)}:evening`)
        .expect(200);
    } finally {
      spy.mockRestore();
    }
    expect(sent).toHaveLength(1);
    const { sql, params } = sent[0];
    expect(sql).toMatch(/LIMIT 13/);
    if (TEST_DB === 'mysql') {
      const plan: Array<{ key: string | null; Extra: string | null }> = await db.query(
        `EXPLAIN ${sql}`,
        params,
      );
      expect(plan).toHaveLength(1);
      expect(plan[0].key).toBe('UQ_daily_reflections_user_date_time');
      expect(plan[0].Extra ?? '').not.toMatch(/filesort|temporary/i);
      // From the cursor's date down: the newer sessions are not read on the way (MariaDB
      // 10.11 chose a `ref` on the user alone, read backwards from the newest session).
      const runner = db.createQueryRunner();
      try {
        await runner.query('FLUSH STATUS');
        const rows: unknown[] = await runner.query(sql, params);
        expect(rows).toHaveLength(13);
        const read: Array<{ Variable_name: string; Value: string }> = await runner.query(
          "SHOW SESSION STATUS WHERE Variable_name IN ('Handler_read_prev', 'Handler_read_next', 'Handler_read_rnd_next')",
        );
        const count = (name: string) => Number(read.find((r) => r.Variable_name === name)?.Value);
        expect(count('Handler_read_prev')).toBeLessThanOrEqual(14);
        expect(count('Handler_read_rnd_next')).toBe(0);
      } finally {
        await runner.release();
      }
    } else {
      const plan: Array<{ detail: string }> = await db.query(`EXPLAIN QUERY PLAN ${sql}`, params);
      const details = plan.map((row) => row.detail).join(' | ');
      expect(details).toContain('UQ_daily_reflections_user_date_time');
      expect(details).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('answers 401 signed out', async () => {
    await t.agent().get('/api/daily-reflections?limit=10').expect(401);
  });
});
