import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { sqlDateTime } from '../../src/shared/persistence/sql-datetime';
import { startTestApp, TEST_DB, TestApp, TestAgent } from '../support/test-app';

type Review = { id: string; userId: string; date: string; createdAt: string; insights: string };
type Page = { reflections: Review[]; nextBefore: string | null };

/** 'yyyy-MM-dd' `days` days before 2025-12-28 (a Sunday). */
function daysBack(days: number): string {
  const d = new Date(Date.UTC(2025, 11, 28));
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The list's order: newest date first, then the one written last, then the greater id. */
const newestFirst = (a: Review, b: Review) =>
  b.date.localeCompare(a.date) ||
  b.createdAt.localeCompare(a.createdAt) ||
  (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const cursorOf = (r: Review) => `${r.date}_${r.createdAt}_${r.id}`;

/**
 * The past weekly reviews read page by page (GET /api/reflections?limit=&before=), as the
 * journal is: years of reviews are no longer read whole at every visit.
 */
describe(`weekly reflections, page by page (${TEST_DB})`, () => {
  let t: TestApp;
  let db: DataSource;
  let ada: { agent: TestAgent; user: Record<string, unknown> };
  let bob: { agent: TestAgent; user: Record<string, unknown> };
  /** Ada's reviews as seeded, in the list's order. */
  let adas: Review[];

  /** Writes the rows straight into the table; answers them as the API shows them. */
  async function seed(userId: string, reviews: Array<[string, Date]>): Promise<Review[]> {
    const out: Review[] = [];
    for (const [date, createdAt] of reviews) {
      const id = randomUUID();
      const insights = `${date} #${out.length}`;
      await db.query(
        'INSERT INTO `reflections` (`id`, `user_id`, `type`, `accomplishments`, `challenges`, `next_week`, `insights`, `date`, `created_at`) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [id, userId, 'weekly', null, null, null, insights, date, sqlDateTime(createdAt)],
      );
      out.push({ id, userId, date, createdAt: createdAt.toISOString(), insights });
    }
    return out.sort(newestFirst);
  }

  async function page(agent: TestAgent, query: string): Promise<Page> {
    return (await agent.get(`/api/reflections?${query}`).expect(200)).body as Page;
  }

  /** Follows the cursors from the first page to the last. */
  async function readAll(
    agent: TestAgent,
    limit: number,
  ): Promise<{ rows: Review[]; pages: number }> {
    const rows: Review[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string | number> = { limit };
      if (before) query.before = before;
      const res = (await agent.get('/api/reflections').query(query).expect(200)).body as Page;
      expect(res.reflections.length).toBeLessThanOrEqual(limit);
      rows.push(...res.reflections);
      before = res.nextBefore;
      pages += 1;
    } while (before !== null && pages < 1000);
    return { rows, pages };
  }

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    ada = await t.signUp();
    bob = await t.signUp();
    // 130 reviews, one a week for over two years: every fifth week a second one of the same
    // date written later, and every eleventh a third written in the same millisecond as the
    // second (the id decides), so pages end inside a date as well as between dates.
    const reviews: Array<[string, Date]> = [];
    for (let week = 0; reviews.length < 130; week++) {
      const date = daysBack(7 * week);
      const at = new Date(`${date}T19:30:00.000Z`);
      reviews.push([date, at]);
      if (week % 5 === 0 && reviews.length < 130) {
        const later = new Date(at.getTime() + 86_400_123);
        reviews.push([date, later]);
        if (week % 11 === 0 && reviews.length < 130) reviews.push([date, later]);
      }
    }
    adas = await seed(String(ada.user.id), reviews);
    expect(adas).toHaveLength(130);
    await seed(String(bob.user.id), [
      [daysBack(0), new Date('2025-12-28T19:30:00.000Z')],
      [daysBack(7), new Date('2025-12-21T19:30:00.000Z')],
      [daysBack(700), new Date('2024-01-28T19:30:00.000Z')],
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('without parameters still answers every review, newest first (an array)', async () => {
    const all = await ada.agent.get('/api/reflections').expect(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect((all.body as Review[]).map((r) => r.id)).toEqual(adas.map((r) => r.id));
    const typed = await ada.agent.get('/api/reflections?type=weekly').expect(200);
    expect(typed.body).toHaveLength(130);
  });

  it('answers 100 at most, with the cursor of the next page', async () => {
    const res = await page(ada.agent, 'limit=100');
    expect(Object.keys(res).sort()).toEqual(['nextBefore', 'reflections']);
    expect(res.reflections.map((r) => r.id)).toEqual(adas.slice(0, 100).map((r) => r.id));
    expect(res.nextBefore).toBe(cursorOf(adas[99]));
    expect(res.reflections[0]).toEqual({
      id: adas[0].id,
      userId: ada.user.id,
      type: 'weekly',
      accomplishments: null,
      challenges: null,
      nextWeek: null,
      insights: adas[0].insights,
      date: '2025-12-28',
      createdAt: adas[0].createdAt,
    });
    expect((await page(ada.agent, 'type=weekly&limit=3')).reflections).toHaveLength(3);
  });

  it.each([1, 3, 10, 100])(
    'following the cursors with limit=%i returns all 130 exactly once, in the order of the whole list',
    async (limit) => {
      const { rows, pages } = await readAll(ada.agent, limit);
      expect(rows.map((r) => r.id)).toEqual(adas.map((r) => r.id));
      expect(new Set(rows.map((r) => r.id)).size).toBe(130);
      expect(pages).toBe(Math.ceil(130 / limit));
    },
  );

  it('ends with nextBefore null, also when the last page is exactly full', async () => {
    const { rows, pages } = await readAll(ada.agent, 65);
    expect([rows.length, pages]).toEqual([130, 2]);
    const last = await page(ada.agent, `limit=5&before=${cursorOf(adas[125])}`);
    expect(last.reflections.map((r) => r.id)).toEqual(adas.slice(126).map((r) => r.id));
    expect(last.nextBefore).toBeNull();
    const end = await page(ada.agent, `limit=5&before=${cursorOf(adas[129])}`);
    expect(end).toEqual({ reflections: [], nextBefore: null });
  });

  it('goes on after the two reviews written in one millisecond, each once', async () => {
    const tied = adas.findIndex((r, i) => i > 0 && r.createdAt === adas[i - 1].createdAt);
    expect(tied).toBeGreaterThan(0);
    expect(adas[tied].date).toBe(adas[tied - 1].date);
    const after = await page(ada.agent, `limit=2&before=${cursorOf(adas[tied - 1])}`);
    expect(after.reflections.map((r) => r.id)).toEqual([adas[tied].id, adas[tied + 1].id]);
  });

  it('takes a cursor whose review is gone, or written in capitals, and goes on after its place', async () => {
    const gone = { ...adas[4], id: 'ffffffff-0000-4000-8000-000000000000' };
    // The same date and instant as adas[4], with an id after every real one: adas[4] follows.
    const res = await page(ada.agent, `limit=2&before=${cursorOf(gone)}`);
    expect(res.reflections.map((r) => r.id)).toEqual([adas[4].id, adas[5].id]);
    const upper = await page(ada.agent, `limit=3&before=${cursorOf(adas[9]).toUpperCase()}`);
    expect(upper.reflections.map((r) => r.id)).toEqual(adas.slice(10, 13).map((r) => r.id));
  });

  it('gives 20 when only before is sent', async () => {
    const res = await page(ada.agent, `before=${cursorOf(adas[0])}`);
    expect(res.reflections.map((r) => r.id)).toEqual(adas.slice(1, 21).map((r) => r.id));
  });

  it('neither repeats nor skips a review when one is written between two pages', async () => {
    const { agent } = await t.signUp();
    for (const insights of ['one', 'two', 'three']) {
      await agent.post('/api/reflections').send({ type: 'weekly', insights }).expect(201);
    }
    await agent
      .post('/api/reflections')
      .send({ type: 'weekly', insights: 'old', date: '2024-03-03' })
      .expect(201);
    const first = await page(agent, 'limit=2');
    expect(first.reflections.map((r) => r.insights)).toEqual(['three', 'two']);
    // Written meanwhile: one newer than the pages read (it goes on top, in the client), and
    // one older than the cursor, which the next page brings.
    await agent.post('/api/reflections').send({ type: 'weekly', insights: 'four' }).expect(201);
    await agent
      .post('/api/reflections')
      .send({ type: 'weekly', insights: 'older', date: '2025-06-01' })
      .expect(201);
    const rest = await page(agent, `limit=10&before=${first.nextBefore}`);
    expect(rest.reflections.map((r) => r.insights)).toEqual(['one', 'older', 'old']);
    expect(rest.nextBefore).toBeNull();
  });

  it("pages only the user's own reviews", async () => {
    const { rows } = await readAll(bob.agent, 1);
    expect(rows.map((r) => r.date)).toEqual([daysBack(0), daysBack(7), daysBack(700)]);
    expect(rows.every((r) => r.userId === bob.user.id)).toBe(true);
    const { rows: mine } = await readAll(ada.agent, 100);
    expect(mine.every((r) => r.userId === ada.user.id)).toBe(true);
    // Another user's cursor is only a place in the order: it reads the asker's own reviews.
    const fresh = await t.signUp();
    const none = await fresh.agent.get(`/api/reflections?limit=10&before=${cursorOf(adas[0])}`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ reflections: [], nextBefore: null });
    const bobs = await page(bob.agent, `limit=10&before=${cursorOf(adas[5])}`);
    expect(bobs.reflections.map((r) => r.userId)).toEqual([bob.user.id]);
  });

  const ID = '0b4bd52a-6313-4b7f-8e6f-c64be4434ae5';
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
    ['before=2025-12-28', 'before must be a review'],
    ['before=2025-12-28:morning', 'before must be a review'],
    [`before=2025-02-29_2025-03-01T10:00:00.000Z_${ID}`, 'before must be a review'],
    [`before=2025-12-28_2025-12-28T25:00:00.000Z_${ID}`, 'before must be a review'],
    [`before=2025-12-28_2025-02-30T10:00:00.000Z_${ID}`, 'before must be a review'],
    [`before=2025-12-28_2025-12-28T10:00:00Z_${ID}`, 'before must be a review'],
    [`before=2025-12-28_2025-12-28t10:00:00.000z_${ID}`, 'before must be a review'],
    ['before=2025-12-28_2025-12-28T10:00:00.000Z_w-1', 'before must be a review'],
    [`before=2025-12-28_2025-12-28T10:00:00.000Z_${ID}x`, 'before must be a review'],
    ['before=', 'before must be a review'],
    [
      `limit=5&before=2025-12-28_2025-12-28T10:00:00.000Z_${ID}&before=2025-12-21_2025-12-21T10:00:00.000Z_${ID}`,
      'before must be a review',
    ],
    ['type=daily&limit=5', 'type must be weekly'],
    ['limit=5&page=2', 'property page should not exist'],
  ])('refuses ?%s with 400 naming the field', async (query, message) => {
    const res = await ada.agent.get(`/api/reflections?${query}`).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });

  it('reads a page in one query, one range of the index (user, date, created_at, id) from the cursor on, without sorting', async () => {
    const sent: Array<{ sql: string; params: unknown[] }> = [];
    const spy = jest.spyOn(db.logger, 'logQuery').mockImplementation((sql, params) => {
      if (/FROM [`"]reflections[`"]/.test(sql))
        sent.push({ sql, params: Array.isArray(params) ? params : [] });
    });
    try {
      await ada.agent.get(`/api/reflections?limit=10&before=${cursorOf(adas[100])}`).expect(200);
      await ada.agent.get('/api/reflections?limit=10').expect(200);
    } finally {
      spy.mockRestore();
    }
    expect(sent).toHaveLength(2);
    for (const [i, { sql, params }] of sent.entries()) {
      expect(sql).toMatch(/LIMIT 11$/);
      if (TEST_DB === 'mysql') {
        const plan: Array<{ key: string | null; type: string; Extra: string | null }> =
          await db.query(`EXPLAIN ${sql}`, params);
        expect(plan).toHaveLength(1);
        expect(plan[0].key).toBe('IDX_reflections_user_date_created');
        expect(plan[0].Extra ?? '').not.toMatch(/filesort|temporary/i);
        // From the cursor: the 100 newer reviews are not read on the way (a `ref` on the
        // user alone read backwards from the newest).
        const runner = db.createQueryRunner();
        try {
          await runner.query('FLUSH STATUS');
          await runner.query(sql, params);
          const read: Array<{ Variable_name: string; Value: string }> = await runner.query(
            "SHOW SESSION STATUS WHERE Variable_name IN ('Handler_read_prev', 'Handler_read_next', 'Handler_read_rnd_next')",
          );
          const prev = Number(read.find((r) => r.Variable_name === 'Handler_read_prev')?.Value);
          expect(prev).toBeLessThanOrEqual(12);
        } finally {
          await runner.release();
        }
      } else {
        const plan: Array<{ detail: string }> = await db.query(`EXPLAIN QUERY PLAN ${sql}`, params);
        const details = plan.map((row) => row.detail).join(' | ');
        expect(details).toContain('IDX_reflections_user_date_created');
        expect(details).not.toMatch(/TEMP B-TREE/);
        // From the cursor: a search on the user and the date, not on the user alone.
        if (i === 0) expect(details).toMatch(/\(user_id=\? AND date<\?\)/);
      }
    }
  });

  it('answers 401 signed out', async () => {
    await t.agent().get('/api/reflections?limit=10').expect(401);
  });
});
