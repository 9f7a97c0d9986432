import { sign } from 'cookie-signature';
import request from 'supertest';
import { startTestApp, TestApp, uniqueEmail } from '../support/test-app';

const PASSWORD = 'correct-horse-battery-staple';
const NEW_SECRET = 'the-new-secret-that-is-long-enough-0123456789';
const OLD_SECRET = 'the-old-secret-that-is-long-enough-9876543210';

function sidOf(cookieHeader: string): string {
  const value = decodeURIComponent(cookieHeader.split(';')[0].split('=')[1]);
  return value.slice(2, value.lastIndexOf('.'));
}

describe('session secrets and cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SESSION_SECRET: `${NEW_SECRET},${OLD_SECRET}` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts a cookie signed with the previous secret after a rotation, and nothing else', async () => {
    const res = await t
      .agent()
      .post('/api/register')
      .send({ email: uniqueEmail('rot'), password: PASSWORD })
      .expect(201);
    const sid = sidOf(([] as string[]).concat(res.headers['set-cookie'])[0]);
    const cookie = (secret: string) =>
      `lodestar.sid=${encodeURIComponent(`s:${sign(sid, secret)}`)}`;
    await request(t.server).get('/api/auth/user').set('Cookie', cookie(NEW_SECRET)).expect(200);
    await request(t.server).get('/api/auth/user').set('Cookie', cookie(OLD_SECRET)).expect(200);
    await request(t.server)
      .get('/api/auth/user')
      .set('Cookie', cookie('an-attacker-guessed-secret-0123456789'))
      .expect(401);
    await request(t.server).get('/api/auth/user').set('Cookie', `lodestar.sid=${sid}`).expect(401); // unsigned
  });

  it('ends an idle session: a session past its expiry is never served', async () => {
    const { agent, user, email } = await t.signUp();
    await agent.get('/api/auth/user').expect(200);
    const { DataSource } = await import('typeorm');
    const db = t.app.get(DataSource);
    // Stored to expire 24 hours after its last use (30 days with Remember me), no later.
    const expiries = async () =>
      (
        (await db.query(
          t.db === 'mysql'
            ? 'SELECT `expire` FROM `sessions` WHERE `user_id` = ?'
            : 'SELECT "expire" FROM "sessions" WHERE "user_id" = ?',
          [user.id],
        )) as Array<{ expire: Date | string }>
      ).map(({ expire }) =>
        (expire instanceof Date ? expire : new Date(`${expire.replace(' ', 'T')}Z`)).getTime(),
      );
    const HOUR = 60 * 60_000;
    for (const at of await expiries()) {
      expect(at).toBeGreaterThan(Date.now() + 24 * HOUR - 60_000);
      expect(at).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);
    }
    const remembered = t.agent();
    await remembered
      .post('/api/login')
      .send({ email, password: PASSWORD, rememberMe: true })
      .expect(200);
    const longest = Math.max(...(await expiries()));
    expect(longest).toBeGreaterThan(Date.now() + 30 * 24 * HOUR - 60_000);
    expect(longest).toBeLessThanOrEqual(Date.now() + 30 * 24 * HOUR + 1000);
    const past = new Date(Date.now() - 1000);
    const q =
      t.db === 'mysql'
        ? 'UPDATE `sessions` SET `expire` = ? WHERE `user_id` = ?'
        : 'UPDATE "sessions" SET "expire" = ? WHERE "user_id" = ?';
    await db.query(q, [
      t.db === 'mysql' ? past : past.toISOString().replace('T', ' ').replace('Z', ''),
      user.id,
    ]);
    await agent.get('/api/auth/user').expect(401);
  });
});

describe('behind a TLS proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends HSTS for a year and a __Host- prefixed Secure cookie', async () => {
    const res = await request(t.server)
      .post('/api/register')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: uniqueEmail('tls'), password: PASSWORD })
      .expect(201);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'])[0];
    expect(cookie).toMatch(/^__Host-lodestar\.sid=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
    expect(cookie).toMatch(/HttpOnly/);
    const err = await request(t.server)
      .get('/api/nothing')
      .set('X-Forwarded-Proto', 'https')
      .expect(404);
    expect(err.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it.each([
    ['signing out', 'post', '/api/logout', {}],
    ['deleting the account', 'delete', '/api/user', { password: PASSWORD }],
  ] as const)(
    'clears the cookie with Secure when %s (a browser ignores it otherwise)',
    async (_, method, path, body) => {
      const registered = await request(t.server)
        .post('/api/register')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: uniqueEmail('tls-out'), password: PASSWORD })
        .expect(201);
      const cookie = ([] as string[]).concat(registered.headers['set-cookie'])[0].split(';')[0];
      const res = await request(t.server)
        [method](path)
        .set('X-Forwarded-Proto', 'https')
        .set('Cookie', cookie)
        .send(body)
        .expect(204);
      const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cleared).toHaveLength(1);
      expect(cleared[0]).toMatch(/^__Host-lodestar\.sid=;/);
      expect(cleared[0]).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cleared[0]).toMatch(/; Secure/);
      expect(cleared[0]).toMatch(/; Path=\//);
    },
  );
});

describe('no account enumeration by timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BCRYPT_ROUNDS: '8', TRUST_PROXY: 'true' }); // ~15 ms a hash: a skipped hash would show
  });
  afterAll(async () => {
    await t.close();
  });

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  it('unknown email and wrong password take the same time (medians within 10 ms)', async () => {
    // Real accounts enough that the per-account throttle (10 failures) never answers first.
    const emails: string[] = [];
    for (let i = 0; i < 12; i++) emails.push((await t.signUp()).email);
    const time = async (ip: string, body: object) => {
      const start = process.hrtime.bigint();
      const res = await request(t.server).post('/api/login').set('X-Forwarded-For', ip).send(body);
      expect(res.status).toBe(401);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    // Up to three rounds of 31 interleaved pairs: a real leak (a skipped hash is
    // ~15 ms here) shows in every round; scheduling noise on a busy machine does not.
    const gaps: number[] = [];
    for (let round = 0; round < 3; round++) {
      const ip = `198.51.100.${round + 1}`; // each round from its own address (100 failures per address)
      await time(ip, { email: uniqueEmail('warm'), password: 'wrong-password' });
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 31; i++) {
        unknown.push(await time(ip, { email: uniqueEmail('ghost'), password: 'wrong-password' }));
        wrong.push(
          await time(ip, {
            email: emails[(round * 31 + i) % emails.length],
            password: `wrong-${i}`,
          }),
        );
      }
      gaps.push(Math.abs(median(unknown) - median(wrong)));
      if (gaps[gaps.length - 1] < 10) break;
    }
    expect(Math.min(...gaps)).toBeLessThan(10);
  }, 120_000);
});
