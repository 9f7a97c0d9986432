import request from 'supertest';
import { DataSource, type Repository } from 'typeorm';
import { LoginHistoryRepository } from '../../src/modules/auth/domain/login-history';
import { LoginHistoryOrmEntity } from '../../src/modules/auth/infrastructure/persistence/login-history.orm-entity';
import { SessionPurgeJob } from '../../src/shared/session/session.module';
import { SessionRegistry } from '../../src/shared/session/session-registry';
import { expectEndedSessionStaysEnded } from '../support/session-races';
import { startTestApp, TestApp, uniqueEmail } from '../support/test-app';

const PASSWORD = 'correct-horse-battery-staple';

function sessionCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('lodestar.sid='));
}

describe(`auth over HTTP (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('register', () => {
    it('creates the account, signs it in and answers the current user', async () => {
      const agent = t.agent();
      const email = uniqueEmail('Ada');
      const res = await agent
        .post('/api/register')
        .send({
          email: `  ${email.toUpperCase()} `,
          password: PASSWORD,
          firstName: 'Ada',
          lastName: 'Lovelace',
        })
        .expect(201);
      expect(res.body).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Ada',
        lastName: 'Lovelace',
        timezone: 'America/New_York',
        totalLogins: 1,
        currentStreak: 1,
        xp: 0,
        level: 1,
        profileImageUrl: null,
      });
      expect(res.body).not.toHaveProperty('passwordHash');
      expect(res.body).not.toHaveProperty('password');
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(sessionCookie(res)).toMatch(/HttpOnly; SameSite=Lax/);
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toEqual(res.body);
      // The same record, the same version ETag (it was Express's hash of the bytes).
      expect(res.headers.etag).toBe(`"${res.body.version}"`);
      expect(me.headers.etag).toBe(res.headers.etag);
      const history = await agent.get('/api/user/login-history').expect(200);
      expect(history.body).toHaveLength(1);
    });

    it('leaves no account behind when its first sign-in cannot be written (a retry then succeeds)', async () => {
      const db = t.app.get(DataSource);
      const rename = (from: string, to: string) =>
        db.query(
          t.db === 'mysql'
            ? `RENAME TABLE \`${from}\` TO \`${to}\``
            : `ALTER TABLE "${from}" RENAME TO "${to}"`,
        );
      const email = uniqueEmail('half-made');
      // The second statement of a registration fails: its table is away for a moment.
      await rename('login_history', 'login_history_away');
      try {
        const res = await t.agent().post('/api/register').send({ email, password: PASSWORD });
        expect(res.status).toBeGreaterThanOrEqual(500);
      } finally {
        await rename('login_history_away', 'login_history');
      }
      const [{ n }] = await db.query('SELECT COUNT(*) AS n FROM users WHERE email = ?', [email]);
      expect(Number(n)).toBe(0);
      const agent = t.agent();
      await agent.post('/api/register').send({ email, password: PASSWORD }).expect(201);
      // Both rows written together, their instants as written (not shifted by a zone).
      const me = (await agent.get('/api/auth/user').expect(200)).body;
      expect(Math.abs(Date.parse(me.createdAt) - Date.now())).toBeLessThan(60_000);
      const [first] = (await agent.get('/api/user/login-history').expect(200)).body;
      expect(first.loginDate).toBe(me.lastLoginDate);
      expect(Math.abs(Date.parse(first.loginDate) - Date.now())).toBeLessThan(60_000);
    });

    it('refuses a taken email whatever its case with 409', async () => {
      const { email } = await t.signUp();
      const res = await t
        .agent()
        .post('/api/register')
        .send({ email: email.toUpperCase(), password: PASSWORD })
        .expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        message: 'An account with this email already exists',
        error: 'Conflict',
      });
    });

    it('tells addresses apart by their accents: andré@ is not andre@ (MariaDB took them for one)', async () => {
      const stamp = Date.now();
      const accented = `andré.${stamp}@example.com`;
      const plain = `andre.${stamp}@example.com`;
      await t
        .agent()
        .post('/api/register')
        .send({ email: accented, password: PASSWORD })
        .expect(201);
      // Not andré's account: a wrong sign-in, then an account of its own.
      await t.agent().post('/api/login').send({ email: plain, password: PASSWORD }).expect(401);
      const other = await t
        .agent()
        .post('/api/register')
        .send({ email: plain, password: PASSWORD })
        .expect(201);
      expect(other.body.email).toBe(plain);
      const signedIn = await t
        .agent()
        .post('/api/login')
        .send({ email: accented, password: PASSWORD })
        .expect(200);
      expect(signedIn.body.email).toBe(accented);
    });

    it.each([
      [{ email: 'not-an-email', password: PASSWORD }, 'email'],
      [{ password: PASSWORD }, 'email'],
      [{ email: { $gt: '' }, password: PASSWORD }, 'email'],
      [{ email: 'a@example.com' }, 'password'],
      [{ email: 'a@example.com', password: 'short' }, 'password'],
      [{ email: 'a@example.com', password: 'ü'.repeat(37) }, '72 bytes'],
      [{ email: 'a@example.com', password: '12345678' }, 'most common passwords'],
      [{ email: 'a@example.com', password: PASSWORD, firstName: 'x'.repeat(101) }, 'firstName'],
      // 51 hearts with their variation selectors are 102 characters to MySQL (500 before).
      [{ email: 'a@example.com', password: PASSWORD, lastName: '❤️'.repeat(51) }, 'lastName'],
      [{ email: 'a@example.com', password: PASSWORD, lastName: ['x'] }, 'lastName'],
      [{ email: 'a@example.com', password: PASSWORD, isAdmin: true }, 'isAdmin'],
      [{ email: 'a@example.com', password: PASSWORD, id: 'mine' }, 'id'],
      [{ email: `${'x'.repeat(250)}@example.com`, password: PASSWORD }, 'email'],
    ])('answers 400 naming the field for %j', async (body, field) => {
      const res = await t.agent().post('/api/register').send(body).expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.error).toBe('Bad Request');
      expect(JSON.stringify(res.body.message)).toContain(field);
    });
  });

  describe('login', () => {
    it('signs in, counts the login and issues a new session id', async () => {
      const { email } = await t.signUp();
      const agent = t.agent();
      const before = await agent.get('/api/health');
      expect(sessionCookie(before)).toBeUndefined(); // no session for anonymous reads
      const res = await agent.post('/api/login').send({ email, password: PASSWORD }).expect(200);
      expect(res.body.email).toBe(email);
      expect(res.body.totalLogins).toBe(2);
      expect(res.headers.etag).toBe(`"${res.body.version}"`);
      expect(res.body).not.toHaveProperty('passwordHash');
      const cookie = sessionCookie(res)!;
      expect(cookie).toBeDefined();
      expect(cookie).not.toMatch(/Expires=/); // a browser-session cookie without Remember me
      const stats = await agent.get('/api/user/stats').expect(200);
      expect(stats.body).toMatchObject({ totalLogins: 2, currentStreak: 1, longestStreak: 1 });
      expect(Date.parse(stats.body.lastLoginDate)).toBeGreaterThan(Date.now() - 60_000);
      const history = await agent.get('/api/user/login-history').expect(200);
      expect(history.body).toHaveLength(2);
      expect(history.body[0]).toMatchObject({
        ipAddress: expect.any(String),
        sessionDuration: null,
        logoutDate: null,
      });
    });

    it('counts every one of several sign-ins at once, and a password change during them stands', async () => {
      const { email, agent: owner } = await t.signUp();
      const signIns = Array.from({ length: 6 }, () =>
        t.agent().post('/api/login').send({ email, password: PASSWORD }),
      );
      const answers = await Promise.all(signIns);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const stats = await owner.get('/api/user/stats').expect(200);
      expect(stats.body.totalLogins).toBe(7); // the sign-up's and the six

      // Sign-ins with the old password racing a change: whichever order they land in,
      // the new password is the one that works afterwards.
      const racing = Array.from({ length: 4 }, () =>
        t.agent().post('/api/login').send({ email, password: PASSWORD }),
      );
      const change = owner
        .put('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: 'a-brand-new-passphrase' });
      const [changed, ...raced] = await Promise.all([change, ...racing]);
      expect(changed.status).toBe(204);
      for (const r of raced) expect([200, 401]).toContain(r.status);
      await t.agent().post('/api/login').send({ email, password: PASSWORD }).expect(401);
      await t
        .agent()
        .post('/api/login')
        .send({ email, password: 'a-brand-new-passphrase' })
        .expect(200);
    });

    it('a sign-in whose session is stored after a password change ended the others is refused, not kept', async () => {
      const { email, agent: owner } = await t.signUp();
      const store = t.app.get(SessionRegistry).store;
      const set = store.set.bind(store);
      const race: { change?: Promise<request.Response> } = {};
      // The sign-in's session reaches the store only once the owner's change (which ends
      // every other session) has finished: the order the race gives at its worst.
      store.set = (sid, session, done) => {
        if (race.change) return set(sid, session, done);
        race.change = owner
          .put('/api/user/password')
          .send({ currentPassword: PASSWORD, newPassword: 'a-brand-new-passphrase' })
          .then((res) => res);
        void race.change.then(() => set(sid, session, done));
      };
      try {
        const intruder = t.agent();
        const signIn = await intruder.post('/api/login').send({ email, password: PASSWORD });
        expect((await race.change)?.status).toBe(204);
        expect(signIn.status).toBe(401);
        await intruder.get('/api/auth/user').expect(401);
      } finally {
        store.set = set;
      }
      await owner.get('/api/auth/user').expect(200);
    });

    it('keeps the cookie for 30 days with Remember me', async () => {
      const { email } = await t.signUp();
      const res = await t
        .agent()
        .post('/api/login')
        .send({ email, password: PASSWORD, rememberMe: true })
        .expect(200);
      const expires = /Expires=([^;]+)/.exec(sessionCookie(res)!)?.[1];
      const days = (Date.parse(expires!) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('answers a wrong password and an unknown email the same way', async () => {
      const { email } = await t.signUp();
      const wrong = await t
        .agent()
        .post('/api/login')
        .send({ email, password: 'not-the-password' })
        .expect(401);
      const unknown = await t
        .agent()
        .post('/api/login')
        .send({ email: uniqueEmail('ghost'), password: 'not-the-password' })
        .expect(401);
      expect(wrong.body).toEqual({
        statusCode: 401,
        message: 'Invalid email or password',
        error: 'Unauthorized',
      });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('validates the body before checking credentials', async () => {
      const res = await t
        .agent()
        .post('/api/login')
        .send({ email: 'nope', password: PASSWORD })
        .expect(400);
      expect(JSON.stringify(res.body.message)).toContain('email');
      const extra = await t
        .agent()
        .post('/api/login')
        .send({ email: 'a@example.com', password: PASSWORD, role: 'admin' })
        .expect(400);
      expect(JSON.stringify(extra.body.message)).toContain('role');
      const long = await t
        .agent()
        .post('/api/login')
        .send({ email: 'a@example.com', password: 'x'.repeat(73) })
        .expect(400);
      expect(JSON.stringify(long.body.message)).toContain('72 bytes');
    });
  });

  describe('logout', () => {
    it('ends the session, records its duration and a replayed cookie is refused', async () => {
      const { agent } = await t.signUp();
      const cookie = (await agent.get('/api/auth/user').expect(200)).request.cookies;
      expect(cookie).toContain('lodestar.sid');
      await agent.post('/api/logout').expect(204);
      await agent.get('/api/auth/user').expect(401);
      await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
    });

    it('answers 204 when nobody is signed in', async () => {
      await t.agent().post('/api/logout').expect(204);
    });

    it('closes the login-history entry with a duration', async () => {
      const { agent, email, user } = await t.signUp();
      // Signed in 90 minutes ago, as the database stores it (a date read back wrong, or a
      // duration not computed, would not give 90).
      const rows = t.app.get(LoginHistoryRepository) as unknown as {
        rows: Repository<LoginHistoryOrmEntity>;
      };
      const [entry] = await rows.rows.findBy({ userId: String(user.id) });
      await rows.rows.update(
        { id: entry.id },
        { loginDate: new Date(Date.now() - 90 * 60_000 - 10_000) },
      );
      await agent.post('/api/logout').expect(204);
      const again = t.agent();
      await again.post('/api/login').send({ email, password: PASSWORD }).expect(200);
      const history = (await again.get('/api/user/login-history').expect(200)).body;
      expect(history).toHaveLength(2);
      const closed = history.find((h: { logoutDate: string | null }) => h.logoutDate !== null);
      expect(closed.sessionDuration).toBe(90);
    });

    it('of two closers of one login-history entry that both saw it open, the first one stands', async () => {
      const { agent, user } = await t.signUp();
      const [entry] = (await agent.get('/api/user/login-history').expect(200)).body;
      const history = t.app.get(LoginHistoryRepository);
      const rows = (history as unknown as { rows: Repository<LoginHistoryOrmEntity> }).rows;
      const open = await rows.findOneByOrFail({ id: entry.id });
      const first = new Date(open.loginDate.getTime() + 5 * 60_000);
      const second = new Date(open.loginDate.getTime() + 60 * 60_000);
      await history.close(String(user.id), entry.id, first);
      // The second closer read the entry before the first one wrote (a sign-out racing a
      // password change): its write must find it closed and leave it.
      const seen = jest.spyOn(rows, 'findOneBy').mockResolvedValueOnce(open);
      await history.close(String(user.id), entry.id, second);
      expect(seen).toHaveBeenCalled();
      seen.mockRestore();
      const stored = await rows.findOneByOrFail({ id: entry.id });
      expect(stored.logoutDate?.getTime()).toBe(first.getTime());
      expect(stored.sessionDuration).toBe(5);
    });
  });

  describe('sessions', () => {
    it('a request still running when its session is ended does not bring the session back', async () => {
      await expectEndedSessionStaysEnded(t);
    });

    it('can end every other session of a user at once', async () => {
      const { agent, email, password, user } = await t.signUp();
      const second = t.agent();
      await second.post('/api/login').send({ email, password }).expect(200);
      const keep = String((await agent.get('/api/auth/user').expect(200)).request.cookies);
      const sid = decodeURIComponent(keep.split('=')[1]).slice(2).split('.')[0];
      await t.app.get(SessionRegistry).destroyAllForUser(String(user.id), sid);
      await agent.get('/api/auth/user').expect(200);
      await second.get('/api/auth/user').expect(401);
    });

    it('purges expired sessions and closes their login-history entries', async () => {
      const { agent, email } = await t.signUp();
      await agent.get('/api/auth/user').expect(200);
      const db = t.app.get(require('typeorm').DataSource);
      const q =
        t.db === 'mysql'
          ? 'UPDATE `sessions` SET `expire` = ? WHERE `user_id` IS NOT NULL'
          : 'UPDATE "sessions" SET "expire" = ? WHERE "user_id" IS NOT NULL';
      const past = new Date(Date.now() - 1000);
      await db.query(q, [
        t.db === 'mysql' ? past : past.toISOString().replace('T', ' ').replace('Z', ''),
      ]);
      await agent.get('/api/auth/user').expect(401); // expired: never served
      expect(await t.app.get(SessionPurgeJob).run()).toBeGreaterThanOrEqual(1);
      const fresh = t.agent();
      await fresh.post('/api/login').send({ email, password: PASSWORD }).expect(200);
      const history = (await fresh.get('/api/user/login-history').expect(200)).body;
      expect(history.some((h: { logoutDate: string | null }) => h.logoutDate !== null)).toBe(true);
    });
  });

  describe('the API around auth', () => {
    it('answers health signed out', async () => {
      expect((await t.agent().get('/api/health').expect(200)).body).toEqual({
        status: 'ok',
        database: 'up',
      });
    });

    it('answers 404 JSON for an unknown API path, signed in or out', async () => {
      const out = await t.agent().get('/api/no-such-thing').expect(404);
      expect(out.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      const { agent } = await t.signUp();
      await agent.get('/api/no-such-thing').expect(404);
    });

    it.each(['/api/auth/user', '/api/user/stats', '/api/user/login-history'])(
      'answers 401 on %s signed out',
      async (path) => {
        const res = await t.agent().get(path).expect(401);
        expect(res.body).toEqual({
          statusCode: 401,
          message: 'Not signed in',
          error: 'Unauthorized',
        });
      },
    );

    it('refuses other content types with 415, big bodies with 413 and bad JSON with 400', async () => {
      await t
        .agent()
        .post('/api/login')
        .set('Content-Type', 'text/plain')
        .send('email=a')
        .expect(415);
      await t
        .agent()
        .post('/api/login')
        .type('form')
        .send({ email: 'a@example.com', password: PASSWORD })
        .expect(415);
      const big = await t
        .agent()
        .post('/api/register')
        .send({ email: 'a@example.com', password: PASSWORD, firstName: 'x'.repeat(120_000) })
        .expect(413);
      expect(big.body.statusCode).toBe(413);
      const bad = await t
        .agent()
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send('{"email": ')
        .expect(400);
      expect(bad.body).toEqual({
        statusCode: 400,
        message: 'Request body is not valid JSON',
        error: 'Bad Request',
      });
      const deep = '['.repeat(5000) + ']'.repeat(5000);
      const nested = await t
        .agent()
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send(deep)
        .expect(400);
      expect(nested.body.statusCode).toBe(400);
      const deepObject = '{"a":'.repeat(100) + '1' + '}'.repeat(100);
      const tooDeep = await t
        .agent()
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send(deepObject)
        .expect(400);
      expect(tooDeep.body.message).toBe('Request body is nested more than 32 levels deep');
      // JSON that is not an object: named as such (`null` read "not valid JSON", `[]`
      // "email must be a string").
      for (const body of ['null', '[]', '"text"', '42']) {
        const notObject = await t
          .agent()
          .post('/api/login')
          .set('Content-Type', 'application/json')
          .send(body)
          .expect(400);
        expect(notObject.body.message).toBe('Request body must be a JSON object');
      }
    });

    it('refuses half of a character (a lone UTF-16 surrogate) in any string, naming the field', async () => {
      const { agent } = await t.signUp();
      // The databases stored U+FFFD while the create's answer echoed the text as sent.
      const lone = await agent
        .post('/api/goals')
        .set('Content-Type', 'application/json')
        .send('{"title":"bad \\ud800 surrogate"}')
        .expect(400);
      expect(lone.body.message).toBe(
        'title must be valid Unicode text (it holds half of a character)',
      );
      const nested = await agent
        .post('/api/goals/batch')
        .set('Content-Type', 'application/json')
        .send('{"goals":[{"title":"fine"},{"title":"x\\udfff"}]}')
        .expect(400);
      expect(nested.body.message).toContain('goals.1.title must be valid Unicode text');
      expect((await agent.get('/api/goals').expect(200)).body).toEqual([]);
      // A whole character written as its pair of escapes is fine.
      const pair = await agent
        .post('/api/goals')
        .set('Content-Type', 'application/json')
        .send('{"title":"star \\ud83c\\udf1f"}')
        .expect(201);
      expect(pair.body.title).toBe('star 🌟');
    });
  });
});

describe(`shutdown (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  it('lets a sign-in already hashing finish when the app closes (the hashing threads stop last)', async () => {
    const t = await startTestApp({ BCRYPT_ROUNDS: '12' }); // ~0.3 s a hash: time to close
    let closed: Promise<void> | null = null;
    try {
      const { email, password } = await t.signUp();
      const login = t
        .agent()
        .post('/api/login')
        .send({ email, password })
        .then((r) => r);
      await new Promise((resolve) => setTimeout(resolve, 60)); // the hash is running
      closed = t.close();
      const res = await login;
      expect(res.status).toBe(200);
    } finally {
      await (closed ?? t.close());
    }
  });
});
