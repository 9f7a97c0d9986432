import { DataSource } from 'typeorm';
import { PasswordHasher, type HashingTurn } from '../../src/modules/auth/domain/password-hasher';
import { startTestApp, TestApp } from '../support/test-app';

const PASSWORD = 'correct-horse-battery-staple';

/**
 * Behind a proxy (TRUST_PROXY) the client address is the one the proxy
 * appended to X-Forwarded-For, so these tests can play several addresses.
 */
describe(`login throttling (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string, ip: string) =>
    t.agent().post('/api/login').set('X-Forwarded-For', ip).send({ email, password });

  it('refuses the 11th attempt for one account from one address with 429 and Retry-After', async () => {
    const { email } = await t.signUp();
    for (let i = 0; i < 10; i++) await login(email, 'wrong-password', '203.0.113.10').expect(401);
    const blocked = await login(email, PASSWORD, '203.0.113.10').expect(429);
    expect(blocked.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // The message says how long, as the header does (it said "Try again later").
    const minutes = Math.ceil(Number(blocked.headers['retry-after']) / 60);
    expect(blocked.body.message).toBe(
      `Too many failed sign-in attempts. Try again in ${minutes} minutes.`,
    );
    // The owner, from another address, is not locked out.
    await login(email, PASSWORD, '198.51.100.20').expect(200);
  });

  it('cannot be reset by a forged X-Forwarded-For entry in front of the real one', async () => {
    const { email } = await t.signUp();
    for (let i = 0; i < 10; i++) {
      await login(email, 'wrong-password', `10.0.0.${i}, 203.0.113.11`).expect(401);
    }
    await login(email, PASSWORD, '192.0.2.99, 203.0.113.11').expect(429);
  });

  it("counts an IPv6 client's whole /64 as one address: a new address per guess does not reset it", async () => {
    const { email } = await t.signUp();
    for (let i = 1; i <= 10; i++) {
      await login(email, 'wrong-password', `2001:db8:5:7::${i.toString(16)}`).expect(401);
    }
    await login(email, PASSWORD, '2001:db8:5:7:ffff::99').expect(429);
    // The owner on another network is not locked out.
    await login(email, PASSWORD, '2001:db8:5:8::1').expect(200);
  });

  it('refuses an address after 100 failures across accounts', async () => {
    for (let i = 0; i < 100; i++) {
      await login(`nobody-${i}@example.com`, 'wrong-password', '203.0.113.12').expect(401);
    }
    const { email } = await t.signUp();
    await login(email, PASSWORD, '203.0.113.12').expect(429);
    await login(email, PASSWORD, '203.0.113.13').expect(200);
  });

  it('lets no burst of guesses sent at once past the limit', async () => {
    const { email } = await t.signUp();
    for (let i = 0; i < 8; i++) await login(email, 'wrong-password', '203.0.113.15').expect(401);
    // Two guesses left in the window; twelve sent together. Before each attempt was
    // recorded ahead of its count, all twelve read "8" and were checked.
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(email, `guess-${i}`, '203.0.113.15')),
    );
    const checked = burst.filter((r) => r.status === 401).length;
    expect(burst.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(checked).toBeLessThanOrEqual(2);
    await login(email, PASSWORD, '203.0.113.15').expect(checked === 2 ? 429 : 200);
  });

  it('clears the account counter after a successful sign-in', async () => {
    const { email } = await t.signUp();
    for (let i = 0; i < 9; i++) await login(email, 'wrong-password', '203.0.113.14').expect(401);
    await login(email, PASSWORD, '203.0.113.14').expect(200);
    for (let i = 0; i < 9; i++) await login(email, 'wrong-password', '203.0.113.14').expect(401);
    await login(email, PASSWORD, '203.0.113.14').expect(200);
  });
  it('refuses a sign-in flood at the door: 429 before the body is even read', async () => {
    const { email } = await t.signUp();
    const hasher = t.app.get(PasswordHasher);
    // Take every place in the hashing line, as sign-ins in progress would.
    const turns: HashingTurn[] = [];
    try {
      for (;;) turns.push(hasher.reserve());
    } catch {
      // full
    }
    expect(turns.length).toBeGreaterThan(0);
    try {
      const refused = await login(email, PASSWORD, '203.0.113.40').expect(429);
      expect(refused.headers['retry-after']).toBe('1');
      // Refused at the HTTP server's front door, still with every answer's headers.
      expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(refused.headers['content-security-policy']).toContain("object-src 'none'");
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(refused.headers['x-powered-by']).toBeUndefined();
      expect(refused.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'The server is busy signing people in. Try again in a moment.',
      });
      // A body that would get 400 is not parsed at all while the line is full.
      await t
        .agent()
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send('{"email":')
        .expect(429);
    } finally {
      turns.forEach((turn) => turn.release());
    }
    await login(email, PASSWORD, '203.0.113.40').expect(200);
  });
});

describe(`the per-address request limit on sign-up and sign-in (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the request past the limit with 429, the standard Retry-After and a plain message', async () => {
    const register = (i: number) =>
      t
        .agent()
        .post('/api/register')
        .set('X-Forwarded-For', '203.0.113.60')
        .send({ email: `limit-${i}-${Date.now()}@example.com`, password: PASSWORD });
    for (let i = 0; i < 3; i++) await register(i).expect(201);
    const refused = await register(3).expect(429);
    // A named throttler sent `Retry-After-auth`, which no client reads, and the message
    // was the library's "ThrottlerException: Too Many Requests".
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests from this address. Try again in a minute.',
    });
    // Another address is not held back.
    await t
      .agent()
      .post('/api/register')
      .set('X-Forwarded-For', '203.0.113.61')
      .send({ email: `limit-other-${Date.now()}@example.com`, password: PASSWORD })
      .expect(201);
  });
});

describe(`the client's address behind proxies (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  /** The addresses in a new user's login history after a sign-in sent with `forwarded`. */
  const address = async (env: Record<string, string>, forwarded: string) => {
    const t = await startTestApp(env);
    try {
      const { email, user } = await t.signUp();
      await t
        .agent()
        .post('/api/login')
        .set('X-Forwarded-For', forwarded)
        .send({ email, password: PASSWORD })
        .expect(200);
      // Read where it is kept (behind TLS the cookie is Secure: this HTTP agent drops it).
      const q = (sql: string) => (t.db === 'mysql' ? sql.replace(/"/g, '`') : sql);
      const rows: Array<{ ip: string }> = await t.app
        .get(DataSource)
        .query(q('SELECT "ip_address" AS "ip" FROM "login_history" WHERE "user_id" = ?'), [
          user.id,
        ]);
      return rows.map((r) => r.ip); // the registration's and the sign-in's
    } finally {
      await t.close();
    }
  };

  it('trusts as many X-Forwarded-For hops as PROXY_HOPS names, and none without a proxy', async () => {
    // A plain-HTTP proxy in front (the compose file's HAProxy): its one hop, no TLS.
    expect(await address({ PROXY_HOPS: '1' }, '203.0.113.40')).toContain('203.0.113.40');
    // A TLS terminator in front of HAProxy: two hops; what the client wrote itself is not.
    expect(
      await address({ TRUST_PROXY: 'true', PROXY_HOPS: '2' }, '10.9.9.9, 203.0.113.41, 10.0.0.2'),
    ).toContain('203.0.113.41');
    // No proxy: the header is the client's own word, never believed.
    expect(await address({}, '203.0.113.42')).not.toContain('203.0.113.42');
  });
});
