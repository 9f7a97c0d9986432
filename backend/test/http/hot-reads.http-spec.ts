import { sign } from 'cookie-signature';
import request, { type Response } from 'supertest';
import { DataSource } from 'typeorm';
import { ListGoalsUseCase } from '../../src/modules/goals/application/list-goals.use-case';
import { AuthenticatedGuard } from '../../src/shared/http/authenticated.guard';
import { HotReadRoutes } from '../../src/shared/http/hot-reads/hot-read-routes';
import { startTestApp, type TestAgent, type TestApp } from '../support/test-app';

const SECRET = 'test-secret-that-is-long-enough-for-anything-0123456789';

/**
 * The hot-read lane (shared/http/hot-reads) answers `GET /api/goals` and
 * `GET /api/dashboard/stats` in front of Express and Nest. These tests hold it
 * to its contract: for the common case the very answer the full stack gives
 * (compared with a second app on the same database with the lane off), and
 * for everything else the full stack itself. Whether Nest ran is seen
 * through its global guard, which every request through Nest passes.
 */
describe(`hot reads (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let hot: TestApp;
  let full: TestApp;
  let guard: jest.SpyInstance;

  beforeAll(async () => {
    hot = await startTestApp();
    full = await startTestApp({}, { sharing: hot, hotReads: false });
  });
  afterAll(async () => {
    await full?.close();
    await hot?.close();
  });
  beforeEach(() => {
    guard = jest.spyOn(AuthenticatedGuard.prototype, 'canActivate');
  });
  afterEach(() => {
    guard.mockRestore();
  });

  /** A user with a few goals, signed in, whose day is counted (so their reads are hot). */
  async function userWithGoals(): Promise<{ agent: TestAgent; cookie: string; userId: string }> {
    const { agent, user, cookie } = await hot.signUp();
    await agent
      .post('/api/goals/batch')
      .send({
        goals: [
          { title: 'Run a marathon', category: 'health', priority: 'high' },
          { title: 'Learn Portuguese <b>now</b>', description: 'été "quoted" \u2028 line' },
          {
            title: 'Save for a house',
            trackingType: 'currency',
            targetAmount: 50000,
            financialType: 'savings',
          },
        ],
      })
      .expect(201);
    return { agent, cookie, userId: user.id as string };
  }

  /** Status, headers (without the ones that name the moment or the connection) and body. */
  function answerOf(res: Response) {
    const headers = { ...res.headers };
    delete headers.date;
    delete headers.connection;
    delete headers['keep-alive'];
    return { status: res.status, headers, body: res.text };
  }

  /** Every `@HotRead()` route of the app, so a new one is held to the same contract. */
  function hotPaths(): string[] {
    return [...hot.app.get(HotReadRoutes).find('api').keys()];
  }

  it('knows the hot reads', () => {
    expect(hotPaths().sort()).toEqual([
      '/api/auth/user',
      '/api/dashboard/stats',
      '/api/goals',
      '/api/user/stats',
    ]);
  });

  it('answers every hot read itself, exactly as the full stack does', async () => {
    const { cookie } = await userWithGoals();
    for (const path of hotPaths()) {
      const fromFull = await request(full.server).get(path).set('Cookie', cookie).expect(200);
      guard.mockClear();
      const fromHot = await request(hot.server).get(path).set('Cookie', cookie).expect(200);
      expect({ path, throughNest: guard.mock.calls.length > 0 }).toEqual({
        path,
        throughNest: false,
      });
      expect({ path, ...answerOf(fromHot) }).toEqual({ path, ...answerOf(fromFull) });
      // A record with a version carries it (`@VersionEtags()`), anything else Express's hash.
      expect(fromHot.headers.etag).toMatch(
        path === '/api/auth/user' ? /^"\d+"$/ : /^"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/,
      );
      expect(fromHot.headers['content-security-policy']).toContain("object-src 'none'");
    }
  });

  it('answers 304 to a matching If-None-Match on every hot read, as Express does', async () => {
    const { cookie } = await userWithGoals();
    for (const path of hotPaths()) {
      const first = await request(hot.server).get(path).set('Cookie', cookie).expect(200);
      const tag = first.headers.etag as string;
      guard.mockClear();
      const fromHot = await request(hot.server)
        .get(path)
        .set('Cookie', cookie)
        .set('If-None-Match', `"nope", ${tag}`)
        .expect(304);
      expect(guard).not.toHaveBeenCalled();
      const fromFull = await request(full.server)
        .get(path)
        .set('Cookie', cookie)
        .set('If-None-Match', `"nope", ${tag}`)
        .expect(304);
      expect({ path, ...answerOf(fromHot) }).toEqual({ path, ...answerOf(fromFull) });
      await request(hot.server)
        .get(path)
        .set('Cookie', cookie)
        .set('If-None-Match', '"stale"')
        .expect(200);
    }
  });

  it('serves each user their own goals only', async () => {
    const a = await userWithGoals();
    const b = await hot.signUp();
    await b.agent.post('/api/goals').send({ title: "B's only goal" }).expect(201);
    await b.agent.get('/api/goals').expect(200);
    guard.mockClear();
    const mine = await b.agent.get('/api/goals').expect(200);
    expect(guard).not.toHaveBeenCalled();
    expect(mine.body.map((g: { title: string }) => g.title)).toEqual(["B's only goal"]);
    const theirs = await request(hot.server).get('/api/goals').set('Cookie', a.cookie).expect(200);
    expect(theirs.body).toHaveLength(3);
    // The other hot reads name their own user too.
    const meB = await b.agent.get('/api/auth/user').expect(200);
    const meA = await request(hot.server).get('/api/auth/user').set('Cookie', a.cookie).expect(200);
    expect(meB.body.id).toBe(b.user.id);
    expect(meA.body.id).toBe(a.userId);
    expect(meA.body.id).not.toBe(meB.body.id);
  });

  it('hands every other request to the full stack, which answers it as always', async () => {
    const { cookie } = await userWithGoals();
    const sid = sidOf(cookie);
    const cases: Array<[string, () => request.Test, number]> = [
      ['no cookie', () => request(hot.server).get('/api/goals'), 401],
      [
        'an unsigned cookie',
        () => request(hot.server).get('/api/goals').set('Cookie', `lodestar.sid=${sid}`),
        401,
      ],
      [
        'a cookie signed with another secret',
        () =>
          request(hot.server)
            .get('/api/goals')
            .set(
              'Cookie',
              `lodestar.sid=${encodeURIComponent(`s:${sign(sid, 'not-the-secret-0123456789-0123456789')}`)}`,
            ),
        401,
      ],
      [
        'a session id that is not stored',
        () =>
          request(hot.server)
            .get('/api/goals')
            .set(
              'Cookie',
              `lodestar.sid=${encodeURIComponent(`s:${sign('no-such-session', SECRET)}`)}`,
            ),
        401,
      ],
      [
        'a query string',
        () => request(hot.server).get('/api/goals?sort=title').set('Cookie', cookie),
        200,
      ],
      ['a trailing slash', () => request(hot.server).get('/api/goals/').set('Cookie', cookie), 200],
      ['HEAD', () => request(hot.server).head('/api/goals').set('Cookie', cookie), 200],
    ];
    for (const [what, send, status] of cases) {
      guard.mockClear();
      const res = await send();
      expect({ what, status: res.status }).toEqual({ what, status });
      expect({ what, throughNest: guard.mock.calls.length > 0 }).toEqual({
        what,
        throughNest: true,
      });
    }
    // Other methods on a hot path are the full stack's too (there is no such route).
    const post = await request(hot.server).post('/api/dashboard/stats').set('Cookie', cookie);
    expect(post.status).toBe(404);
    expect(post.body).toMatchObject({ statusCode: 404 });
  });

  it("leaves a session's first request of a day to the full stack, which counts the visit", async () => {
    const { cookie, userId } = await userWithGoals();
    const db = hot.app.get(DataSource);
    const q = (sql: string) => (hot.db === 'mysql' ? sql.replace(/"/g, '`') : sql);
    // The login streak as it was yesterday, and a session that last counted yesterday.
    const [{ sess }] = await db.query(q('SELECT "sess" FROM "sessions" WHERE "user_id" = ?'), [
      userId,
    ]);
    const data = typeof sess === 'string' ? JSON.parse(sess) : sess;
    await db.query(q('UPDATE "sessions" SET "sess" = ? WHERE "user_id" = ?'), [
      JSON.stringify({ ...data, activeDay: '2000-01-01' }),
      userId,
    ]);
    guard.mockClear();
    await request(hot.server).get('/api/goals').set('Cookie', cookie).expect(200);
    expect(guard).toHaveBeenCalled();
    const [after] = await db.query(q('SELECT "sess" FROM "sessions" WHERE "user_id" = ?'), [
      userId,
    ]);
    const counted = typeof after.sess === 'string' ? JSON.parse(after.sess) : after.sess;
    expect(counted.activeDay).not.toBe('2000-01-01');
    guard.mockClear();
    await request(hot.server).get('/api/goals').set('Cookie', cookie).expect(200);
    expect(guard).not.toHaveBeenCalled();
  });

  it('keeps the session alive (idle expiry), as express-session does', async () => {
    const { cookie, userId } = await userWithGoals();
    const db = hot.app.get(DataSource);
    const soon = new Date(Date.now() + 60_000);
    const q = (sql: string) => (hot.db === 'mysql' ? sql.replace(/"/g, '`') : sql);
    const stored = (d: Date) =>
      hot.db === 'mysql' ? d : d.toISOString().replace('T', ' ').replace('Z', '');
    await db.query(q('UPDATE "sessions" SET "expire" = ? WHERE "user_id" = ?'), [
      stored(soon),
      userId,
    ]);
    guard.mockClear();
    await request(hot.server).get('/api/goals').set('Cookie', cookie).expect(200);
    expect(guard).not.toHaveBeenCalled();
    const [{ expire }] = await db.query(q('SELECT "expire" FROM "sessions" WHERE "user_id" = ?'), [
      userId,
    ]);
    const expiresAt =
      expire instanceof Date ? expire : new Date(`${String(expire).replace(' ', 'T')}Z`);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60_000);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60_000 + 1000);
  });

  it('never serves an expired or signed-out session', async () => {
    const { agent, cookie, userId } = await userWithGoals();
    const db = hot.app.get(DataSource);
    const q = (sql: string) => (hot.db === 'mysql' ? sql.replace(/"/g, '`') : sql);
    const past = new Date(Date.now() - 1000);
    await db.query(q('UPDATE "sessions" SET "expire" = ? WHERE "user_id" = ?'), [
      hot.db === 'mysql' ? past : past.toISOString().replace('T', ' ').replace('Z', ''),
      userId,
    ]);
    await request(hot.server).get('/api/goals').set('Cookie', cookie).expect(401);

    const other = await userWithGoals();
    await other.agent.post('/api/logout').expect((r) => expect(r.status).toBeLessThan(300));
    await request(hot.server).get('/api/goals').set('Cookie', other.cookie).expect(401);
    await request(hot.server).get('/api/dashboard/stats').set('Cookie', other.cookie).expect(401);
    void agent;
  });

  it('keeps the goal list while it is unchanged, and follows every change made on any node', async () => {
    const { agent, cookie } = await userWithGoals();
    const execute = jest.spyOn(ListGoalsUseCase.prototype, 'execute');
    try {
      /** The list from the hot app (the node that keeps it) and from the full stack (another). */
      const lists = async () => {
        const fromHot = await request(hot.server)
          .get('/api/goals')
          .set('Cookie', cookie)
          .expect(200);
        const fromFull = await request(full.server)
          .get('/api/goals')
          .set('Cookie', cookie)
          .expect(200);
        return { fromHot, fromFull };
      };
      /** After a change: the hot app reads the list again once, then keeps it. */
      const expectFollowed = async (change: string, titles?: string[]) => {
        execute.mockClear();
        const { fromHot, fromFull } = await lists();
        expect({ change, body: fromHot.text }).toEqual({ change, body: fromFull.text });
        expect({ change, etag: fromHot.headers.etag }).toEqual({
          change,
          etag: fromFull.headers.etag,
        });
        if (titles) expect(fromHot.body.map((g: { title: string }) => g.title)).toEqual(titles);
        // One read by the hot app after the change, one by the full stack.
        expect({ change, reads: execute.mock.calls.length }).toEqual({ change, reads: 2 });
        execute.mockClear();
        const again = await request(hot.server).get('/api/goals').set('Cookie', cookie).expect(200);
        expect({ change, body: again.text, reads: execute.mock.calls.length }).toEqual({
          change,
          body: fromHot.text,
          reads: 0,
        });
        return fromHot.body as Array<{ id: string; title: string; version: number }>;
      };

      await lists();
      execute.mockClear();
      guard.mockClear();
      const kept = await request(hot.server).get('/api/goals').set('Cookie', cookie).expect(200);
      expect(execute).not.toHaveBeenCalled();
      expect(guard).not.toHaveBeenCalled();
      expect(kept.body).toHaveLength(3);

      const other = request.agent(full.server);
      const viaFull = (r: request.Test) => r.set('Cookie', cookie);
      await viaFull(other.post('/api/goals').send({ title: 'Sail to Lisbon' })).expect(201);
      let goals = await expectFollowed('created on another node');
      expect(goals[0].title).toBe('Sail to Lisbon');

      await viaFull(
        other
          .post('/api/goals/batch')
          .send({ goals: [{ title: 'Plant a tree' }, { title: 'Write' }] }),
      ).expect(201);
      goals = await expectFollowed('a batch on another node');
      expect(goals).toHaveLength(6);

      const target = goals.find((g) => g.title === 'Sail to Lisbon')!;
      /** Renames the target on the other node, as of its version in the list read above. */
      const rename = (title: string) =>
        viaFull(
          other
            .patch(`/api/goals/${target.id}`)
            .set('If-Match', `"${target.version}"`)
            .send({ title }),
        );
      await rename('Sail to Porto').expect(200);
      goals = await expectFollowed('changed on another node');
      expect(goals.map((g) => g.title)).toContain('Sail to Porto');

      // A refused change (a stale If-Match) changes nothing: the kept list is still served.
      await rename('Sail nowhere').expect(412);
      execute.mockClear();
      const unchanged = await request(hot.server)
        .get('/api/goals')
        .set('Cookie', cookie)
        .expect(200);
      expect(execute).not.toHaveBeenCalled();
      expect(unchanged.body.map((g: { title: string }) => g.title)).toContain('Sail to Porto');

      await viaFull(other.delete(`/api/goals/${target.id}`)).expect(204);
      goals = await expectFollowed('deleted on another node');
      expect(goals.map((g) => g.title)).not.toContain('Sail to Porto');

      // A change on the node that keeps the list.
      await agent.patch(`/api/goals/${goals[0].id}`).send({ progress: 40 }).expect(200);
      goals = await expectFollowed('changed on the same node');
      expect(goals).toHaveLength(5);
    } finally {
      execute.mockRestore();
    }
  });

  it('keeps one list per user, and answers 304 from a kept list', async () => {
    const a = await userWithGoals();
    const b = await hot.signUp();
    await b.agent.post('/api/goals').send({ title: "B's goal" }).expect(201);
    for (let round = 0; round < 2; round++) {
      const mine = await request(hot.server).get('/api/goals').set('Cookie', a.cookie).expect(200);
      const theirs = await b.agent.get('/api/goals').expect(200);
      expect(mine.body).toHaveLength(3);
      expect(theirs.body.map((g: { title: string }) => g.title)).toEqual(["B's goal"]);
      await request(hot.server)
        .get('/api/goals')
        .set('Cookie', a.cookie)
        .set('If-None-Match', mine.headers.etag as string)
        .expect(304);
    }
  });

  it('hands a read that fails to the full stack, which reads again', async () => {
    const { cookie } = await userWithGoals();
    const execute = jest
      .spyOn(ListGoalsUseCase.prototype, 'execute')
      .mockRejectedValueOnce(new Error('a passing database fault'));
    try {
      guard.mockClear();
      const res = await request(hot.server).get('/api/goals').set('Cookie', cookie).expect(200);
      expect(res.body).toHaveLength(3);
      expect(execute).toHaveBeenCalledTimes(2);
      expect(guard).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
  });
});

function sidOf(cookie: string): string {
  const value = decodeURIComponent(cookie.split(';')[0].split('=')[1]);
  return value.slice(2, value.lastIndexOf('.'));
}
