import request from 'supertest';
import { buildOpenApiDocument } from '../../src/openapi/openapi';
import { startTestApp, TestApp, uniqueEmail } from '../support/test-app';

const PASSWORD = 'correct-horse-battery-staple';
/** The only routes that answer signed out. Everything else must say 401. */
const PUBLIC_ROUTES = new Set([
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/health',
  'GET /api/quotes/random',
]);

function cookieOf(res: request.Response): string | undefined {
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.includes('.sid='))
    ?.split(';')[0];
}

function containsSecret(value: unknown): string | null {
  const text = JSON.stringify(value ?? null);
  if (/\$2[aby]\$\d\d\$/.test(text)) return 'a bcrypt hash';
  if (/"password(Hash)?"\s*:/.test(text)) return 'a password field';
  if (/"sess"|"passport"/.test(text)) return 'session data';
  return null;
}

describe('foundation attacks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_ORIGIN: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('cross-site requests', () => {
    it('refuses a cross-site form POST', async () => {
      const res = await t
        .agent()
        .post('/api/login')
        .set('Origin', 'https://evil.example')
        .set('Sec-Fetch-Site', 'cross-site')
        .type('form')
        .send({ email: 'a@example.com', password: PASSWORD })
        .expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        message: 'Cross-site request refused',
        error: 'Forbidden',
      });
    });

    it('refuses a JSON POST from a foreign Origin even when signed in', async () => {
      const { agent } = await t.signUp();
      await agent.post('/api/logout').set('Origin', 'https://evil.example').expect(403);
      await agent.get('/api/auth/user').expect(200); // still signed in
    });

    it('refuses Sec-Fetch-Site: cross-site and same-site without an Origin', async () => {
      await t.agent().post('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
      await t.agent().post('/api/logout').set('Sec-Fetch-Site', 'same-site').expect(403);
    });

    it('lets same-origin requests and header-less clients through', async () => {
      await t
        .agent()
        .post('/api/logout')
        .set('Origin', 'http://localhost:3000')
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(204);
      await t.agent().post('/api/logout').expect(204);
      await t.agent().post('/api/logout').set('Sec-Fetch-Site', 'none').expect(204);
    });

    it('never echoes a foreign origin in CORS headers', async () => {
      const res = await t.agent().get('/api/health').set('Origin', 'https://evil.example');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await t
        .agent()
        .options('/api/login')
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'POST');
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('session fixation and replay', () => {
    it('issues a new session id at login and the planted one is worthless', async () => {
      const attacker = await t.signUp();
      const planted = cookieOf(
        await attacker.agent
          .post('/api/login')
          .send({ email: attacker.email, password: attacker.password })
          .expect(200),
      )!;
      const victim = await t.signUp();
      const res = await request(t.server)
        .post('/api/login')
        .set('Cookie', planted)
        .send({ email: victim.email, password: victim.password })
        .expect(200);
      const issued = cookieOf(res)!;
      expect(issued).toBeDefined();
      expect(issued).not.toBe(planted);
      // The planted id does not reach the victim's account (nor the attacker's any more).
      await request(t.server).get('/api/auth/user').set('Cookie', planted).expect(401);
      const me = await request(t.server).get('/api/auth/user').set('Cookie', issued).expect(200);
      expect(me.body.email).toBe(victim.email);
    });

    it('answers 401, never 500, for tampered or garbage cookies', async () => {
      const { agent } = await t.signUp();
      const res = await agent.get('/api/auth/user').expect(200);
      const cookie = String(res.request.cookies);
      const tampered = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      for (const c of [
        tampered,
        'lodestar.sid=garbage',
        'lodestar.sid=s%3A',
        'lodestar.sid=%E0%A4%A',
      ]) {
        await request(t.server).get('/api/auth/user').set('Cookie', c).expect(401);
      }
    });
  });

  describe('no secrets in answers', () => {
    it('no response of a whole journey carries a password hash or session data', async () => {
      const agent = t.agent();
      const email = uniqueEmail('journey');
      const answers: request.Response[] = [];
      answers.push(
        await agent
          .post('/api/register')
          .send({ email, password: PASSWORD, firstName: 'J', lastName: 'K' }),
      );
      answers.push(await agent.get('/api/auth/user'));
      answers.push(await agent.get('/api/user/stats'));
      answers.push(await agent.get('/api/user/login-history'));
      answers.push(await agent.post('/api/logout'));
      answers.push(await agent.post('/api/login').send({ email, password: PASSWORD }));
      answers.push(await agent.post('/api/login').send({ email, password: 'wrong-password' }));
      answers.push(await agent.post('/api/register').send({ email, password: PASSWORD }));
      // The journey went where it should, so the answers scanned are the ones that could leak.
      expect(answers.map((res) => res.status)).toEqual([201, 200, 200, 200, 204, 200, 401, 409]);
      for (const res of answers) {
        expect({ url: res.request.url, leak: containsSecret(res.body) }).toEqual({
          url: res.request.url,
          leak: null,
        });
      }
    });
  });

  describe('signed out', () => {
    it('answers 401 on every data route of the API (from the OpenAPI document)', async () => {
      const doc = buildOpenApiDocument(t.app) as unknown as {
        paths: Record<string, Record<string, unknown>>;
      };
      const checked: string[] = [];
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const method of Object.keys(methods)) {
          const route = `${method.toUpperCase()} ${path}`;
          if (PUBLIC_ROUTES.has(route)) continue;
          const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
          const res = await (
            request(t.server) as unknown as Record<string, (u: string) => request.Test>
          )
            [method](url)
            .send({});
          expect({ route, status: res.status }).toEqual({ route, status: 401 });
          checked.push(route);
        }
      }
      expect(checked.length).toBeGreaterThanOrEqual(3);
    });
  });

  describe('headers', () => {
    it.each(['/api/health', '/api/auth/user', '/api/nowhere'])(
      'sets the security headers on %s',
      async (path) => {
        const res = await t.agent().get(path);
        // Whole directives, so a source added to one (say 'unsafe-inline' to scripts) fails.
        const csp = String(res.headers['content-security-policy'])
          .split(';')
          .map((directive) => directive.trim());
        expect(csp).toEqual(
          expect.arrayContaining([
            "default-src 'self'",
            "script-src 'self' https://www.youtube.com https://s.ytimg.com",
            "object-src 'none'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
            "form-action 'self'",
            "connect-src 'self'",
            'frame-src https://www.youtube-nocookie.com',
          ]),
        );
        // Inline code only where MUI puts its styles; no eval anywhere.
        expect(csp.filter((d) => d.includes("'unsafe-inline'"))).toEqual([
          "style-src 'self' 'unsafe-inline'",
        ]);
        expect(csp.filter((d) => d.includes('unsafe-eval'))).toEqual([]);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-powered-by']).toBeUndefined();
        expect(res.headers['strict-transport-security']).toBeUndefined(); // only behind TLS (TRUST_PROXY)
        expect(res.headers['cache-control']).toBe('no-store');
      },
    );

    it('lets no browser keep an /api answer: the next person on it would be shown it', async () => {
      const alice = await t.signUp({ firstName: 'Alice' });
      const bob = await t.signUp({ firstName: 'Bob' });
      // The hot reads (answered before Express), Express's answers, a write, an error.
      for (const path of ['/api/auth/user', '/api/goals', '/api/user/stats', '/api/values']) {
        const res = await alice.agent.get(path).expect(200);
        expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({
          path,
          cacheControl: 'no-store',
        });
      }
      const write = await alice.agent.post('/api/values').send({ name: 'Honesty' }).expect(201);
      expect(write.headers['cache-control']).toBe('no-store');
      const refused = await alice.agent.post('/api/values').send({}).expect(400);
      expect(refused.headers['cache-control']).toBe('no-store');
      // The two profiles share an ETag ("1"): only no-store keeps a browser from asking
      // with Alice's and being answered 304 for Bob.
      const mine = await alice.agent.get('/api/auth/user').expect(200);
      const theirs = await bob.agent.get('/api/auth/user').expect(200);
      expect(theirs.headers['etag']).toBe(mine.headers['etag']);
      expect(theirs.body.firstName).toBe('Bob');
    });
  });
});
