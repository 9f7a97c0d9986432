import { DataSource } from 'typeorm';
import { startTestApp, TestApp, TestAgent } from '../support/test-app';
import { expectStreakKeptAcrossMoveWest, fakeDateOnly } from '../support/zone-move';

/** The session id a sign-in's cookie names. */
function sidOf(res: { headers: Record<string, unknown> }): string {
  const cookie = ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? [])[0];
  return decodeURIComponent(cookie.split(';')[0].split('=')[1]).slice(2).split('.')[0];
}

describe(`a time-zone move and the user's other sessions (${process.env.TEST_DB ?? 'sqlite'})`, () => {
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

  it("keeps the login streak when another device's session counted its day in the old zone", async () => {
    fakeDateOnly();
    await expectStreakKeptAcrossMoveWest(t);
  });

  describe('the stored sessions', () => {
    const q = (sql: string) => (t.db === 'mysql' ? sql.replace(/"/g, '`') : sql);
    async function row(sid: string) {
      const rows = await t.app
        .get(DataSource)
        .query(q('SELECT "sess", "expire" FROM "sessions" WHERE "sid" = ?'), [sid]);
      if (rows.length === 0) return null;
      const { sess, expire } = rows[0];
      return {
        sess: (typeof sess === 'string' ? JSON.parse(sess) : sess) as Record<string, unknown>,
        expire: String(expire instanceof Date ? expire.toISOString() : expire),
      };
    }
    async function signIn(email: string, password: string) {
      const agent: TestAgent = t.agent();
      const res = await agent.post('/api/login').send({ email, password, rememberMe: true });
      expect(res.status).toBe(200);
      await agent.get('/api/goals').expect(200); // counts today's visit
      return { agent, sid: sidOf(res) };
    }

    it('forget the day they counted only when the zone really changes, and nothing else', async () => {
      const { agent: laptop, email, password } = await t.signUp();
      const phone = await signIn(email, password);
      const counted = await row(phone.sid);
      expect(counted?.sess).toMatchObject({ timezone: 'America/New_York' });
      expect(counted?.sess.activeDay).toEqual(expect.any(String));

      // Names, and the zone the user already has: the phone's day stands.
      await laptop
        .put('/api/user/profile')
        .send({ firstName: 'Ada', timezone: 'America/New_York' })
        .expect(200);
      await laptop.put('/api/user/profile').send({ lastName: 'King' }).expect(200);
      expect(await row(phone.sid)).toEqual(counted);

      // A new zone: the phone's session forgets its day and zone, and keeps the rest.
      await laptop.put('/api/user/profile').send({ timezone: 'Europe/London' }).expect(200);
      const forgotten = await row(phone.sid);
      const { activeDay: _day, timezone: _zone, ...rest } = counted!.sess;
      expect(forgotten).toEqual({ sess: rest, expire: counted!.expire });
      // Its next request counts the visit in the user's zone.
      await phone.agent.get('/api/auth/user').expect(200);
      expect((await row(phone.sid))?.sess).toMatchObject({ timezone: 'Europe/London' });
    });

    it('do not come back once ended', async () => {
      const { agent: laptop, email, password } = await t.signUp();
      const phone = await signIn(email, password);
      await phone.agent.post('/api/logout').expect(204);
      await laptop.put('/api/user/profile').send({ timezone: 'Asia/Tokyo' }).expect(200);
      expect(await row(phone.sid)).toBeNull();
      await phone.agent.get('/api/auth/user').expect(401);
    });
  });
});

describe('a time-zone move and the other sessions, in memory (SESSION_STORE=memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SESSION_STORE: 'memory' });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("keeps the login streak when another device's session counted its day in the old zone", async () => {
    fakeDateOnly();
    await expectStreakKeptAcrossMoveWest(t);
  });
});
