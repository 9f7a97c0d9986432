import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';

describe('serving the web client', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'lodestar-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="lodestar:mentor-name" content="" /></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // As the web client's build writes them: compressed copies next to an asset.
    const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(join(dist, 'assets', 'big-abc123.js'), big);
    writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
    writeFileSync(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(big));
    for (const name of ['gone-abc123.js', 'gone-abc123.js.br', 'gone-abc123.js.gz'])
      writeFileSync(join(dist, 'assets', name), name.endsWith('.js') ? big : gzipSync(big));
    // What a signed-in first load needs beyond the entry (written by the build).
    writeFileSync(
      join(dist, 'member-preload.json'),
      JSON.stringify([
        '/assets/app-abc123.js',
        '/assets/"><script>.js',
        'https://evil.example/x.js',
      ]),
    );
    // The data that load asks for first (the build copies frontend/src/app/shell/member-data.json).
    writeFileSync(
      join(dist, 'member-data.json'),
      JSON.stringify({
        everyPage: ['/api/auth/user', '/api/x?next=//evil.example', 'https://evil.example/api/y'],
        signedIn: ['/api/user/preferences', '//evil.example/api'],
        pages: {
          '/': ['/api/quotes/random', '/api/"><script>', 7],
          '/goals': [
            '/api/goals',
            '/api/goals?limit=10&after=x.y',
            '/api/goals?a=<b>',
            '/api/goals?',
          ],
          '/values': 'not a list',
          '"><script>': ['/api/evil'],
          '/a?b': ['/api/evil'],
        },
      }),
    );
    // The dashboard's first paint (the build copies frontend/src/app/shell/member-shell.html).
    writeFileSync(
      join(dist, 'member-shell.html'),
      '<div id="member-shell"><h1>Dashboard</h1><p>Welcome back, {{firstName}}! Here is where your journey stands.</p></div>',
    );
    t = await startTestApp({ FRONTEND_DIST: dist, MENTOR_NAME: 'Jane "J" <Doe>' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for app paths with MENTOR_NAME filled in, escaped', async () => {
    for (const path of ['/', '/goals', '/no/such/page']) {
      const res = await t.agent().get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('content="Jane &quot;J&quot; &lt;Doe&gt;"');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('sends the security headers on every HTML page, signed out and signed in', async () => {
    const member = await t.signUp();
    for (const [who, agent] of [
      ['visitor', t.agent()],
      ['member', member.agent],
    ] as const) {
      for (const path of ['/', '/goals', '/no/such/page']) {
        const res = await agent.get(path).expect(200);
        const csp = String(res.headers['content-security-policy'])
          .split(';')
          .map((directive) => directive.trim());
        expect({ who, path, csp }).toEqual({
          who,
          path,
          csp: expect.arrayContaining([
            "object-src 'none'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
          ]),
        });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    }
  });

  it('serves hashed assets with long caching and 404s missing ones', async () => {
    const res = await t.agent().get('/assets/app-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    await t.agent().get('/assets/missing.js').expect(404);
  });

  it('sends the Brotli or gzip copy of an asset to browsers that take it', async () => {
    const br = await t
      .agent()
      .get('/assets/big-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.text).toContain('console.log("xxxx'); // decompressed by the client

    const gz = await t.agent().get('/assets/big-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('console.log("xxxx'); // decompressed by the client

    const plain = await t.agent().get('/assets/big-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('console.log("xxxx');

    const page = await t.agent().get('/goals').set('Accept-Encoding', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.text).toContain('content="Jane &quot;J&quot; &lt;Doe&gt;"');
  });

  it('answers 404, not 500, for a compressed asset a new build removed after the start', async () => {
    for (const name of ['gone-abc123.js', 'gone-abc123.js.br', 'gone-abc123.js.gz'])
      rmSync(join(dist, 'assets', name));
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await t.agent().get('/assets/gone-abc123.js').set('Accept-Encoding', encoding);
      expect({ encoding, status: res.status }).toEqual({ encoding, status: 404 });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(String(res.headers['cache-control'] ?? '')).not.toContain('immutable');
    }
  });

  it('preloads the signed-in chunks when a session cookie comes with the request', async () => {
    const hint = '<link rel="modulepreload" crossorigin href="/assets/app-abc123.js">';
    const member = await t.agent().get('/').set('Cookie', 'lodestar.sid=whatever').expect(200);
    expect(member.text).toContain(hint);
    expect(member.text).not.toContain('evil.example');
    expect(member.text).not.toContain('<script>');
    expect(member.headers['vary']).toContain('Cookie');
    const guest = await t.agent().get('/').expect(200);
    expect(guest.text).not.toContain('modulepreload');
  });

  /** The SQL statements the database ran while `run` ran. */
  const queriesOf = async (run: () => Promise<void>): Promise<string[]> => {
    const logger = t.app.get(DataSource).logger;
    const original = logger.logQuery.bind(logger);
    const queries: string[] = [];
    logger.logQuery = (query, parameters, runner) => {
      queries.push(query);
      return original(query, parameters, runner);
    };
    try {
      await run();
    } finally {
      logger.logQuery = original;
    }
    return queries;
  };

  const dataHint = (href: string) =>
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;

  it("fetches the session check with a member's page, and a page's own data only where the session is good", async () => {
    const { cookie, agent } = await t.signUp({ firstName: 'Ada' });
    const preloads = (text: string) =>
      [
        ...text.matchAll(
          /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]*)">/g,
        ),
      ]
        .map((match) => match[1])
        .sort();
    const dashboard = await t.agent().get('/').set('Cookie', cookie).expect(200);
    expect(dashboard.text).toContain('member-shell');
    expect(dashboard.text).toContain(dataHint('/api/auth/user'));
    // Only plain /api/ addresses from the build's list: the session check, the chrome's, the page's.
    expect(preloads(dashboard.text)).toEqual([
      '/api/auth/user',
      '/api/quotes/random',
      '/api/user/preferences',
    ]);
    expect(dashboard.text).not.toContain('evil');
    expect(dashboard.text).not.toContain('<script>');

    const goals = await t.agent().get('/goals').set('Cookie', cookie).expect(200);
    // A query string of plain name=value pairs passes (escaped in the tag), nothing else.
    expect(preloads(goals.text)).toEqual([
      '/api/auth/user',
      '/api/goals',
      '/api/goals?limit=10&amp;after=x.y',
      '/api/user/preferences',
    ]);
    expect(goals.text).not.toContain('member-shell');
    expect(goals.headers['cache-control']).toBe('private, no-cache');
    expect(goals.headers['vary']).toContain('Cookie');
    // A page whose list is not a list, or one not listed: the session check alone.
    for (const path of ['/values', '/profile', '/goals/'])
      expect(preloads((await t.agent().get(path).set('Cookie', cookie).expect(200)).text)).toEqual([
        '/api/auth/user',
      ]);

    for (const path of ['/', '/goals']) {
      const forged = await t
        .agent()
        .get(path)
        .set('Cookie', 'lodestar.sid=s%3Aabc.def')
        .expect(200);
      expect(preloads(forged.text)).toEqual(['/api/auth/user']);
      expect((await t.agent().get(path).expect(200)).text).not.toContain('rel="preload"');
    }
    await agent.post('/api/logout').expect(204);
    const ended = await t.agent().get('/goals').set('Cookie', cookie).expect(200);
    expect(preloads(ended.text)).toEqual(['/api/auth/user']);
  });

  it("sends another member page in the member's colours, for the same two queries as '/'", async () => {
    const { cookie, agent } = await t.signUp({ firstName: 'Ada' });
    const light = await t.agent().get('/goals').set('Cookie', cookie).expect(200);
    expect(light.text).not.toContain('data-color-mode');
    // The member's mode is named even when light: the app trusts it over an older one the
    // browser remembers.
    expect(light.text).toContain('<meta name="lodestar:member-color-mode" content="light">');
    await agent
      .put('/api/user/preferences')
      .send({ appearance: { darkMode: true } })
      .expect(200);
    const queries = await queriesOf(async () => {
      const dark = await t
        .agent()
        .get('/goals')
        .set('Cookie', cookie)
        .set('Accept-Encoding', 'br')
        .expect(200);
      expect(dark.headers['content-encoding']).toBe('br');
      expect(dark.text).toContain('<html data-color-mode="dark">');
      expect(dark.text).toContain('<meta name="lodestar:member-color-mode" content="dark">');
      expect(dark.text).toContain('/api/goals');
      expect(dark.text).not.toContain('member-shell');
    });
    expect(queries).toHaveLength(2);
    // Not for a page the build does not list, nor for a forged cookie.
    const unlisted = await t.agent().get('/values').set('Cookie', cookie).expect(200);
    expect(unlisted.text).not.toMatch(/data-color-mode|member-color-mode/);
    const forged = await t.agent().get('/goals').set('Cookie', 'lodestar.sid=s%3Aabc.def');
    expect(forged.text).not.toMatch(/data-color-mode|member-color-mode/);
  });

  it('never serves the client for /api paths', async () => {
    const res = await t.agent().get('/api/whatever').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  describe('the member shell (the dashboard drawn before any script runs)', () => {
    const greeting = (name: string) =>
      `<p>Welcome back, ${name}! Here is where your journey stands.</p>`;

    it("greets a signed-in member on '/' by name, privately, in their colours", async () => {
      const { cookie, agent } = await t.signUp({ firstName: 'Ada' });
      const res = await t.agent().get('/').set('Cookie', cookie).set('Accept-Encoding', 'br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.text).toContain(`<body><div id="member-shell">`);
      expect(res.text).toContain(greeting('Ada'));
      expect(res.text).toContain('modulepreload'); // still the member page
      expect(res.text).not.toContain('data-color-mode');
      expect(res.text).toContain('<meta name="lodestar:member-color-mode" content="light">');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['vary']).toContain('Cookie');

      await agent
        .put('/api/user/preferences')
        .send({ appearance: { darkMode: true } })
        .expect(200);
      const dark = await t.agent().get('/').set('Cookie', cookie).expect(200);
      expect(dark.text).toContain('<html data-color-mode="dark">');
      expect(dark.text).toContain('<meta name="lodestar:member-color-mode" content="dark">');
    });

    it('costs two queries: the session row and the user with their settings', async () => {
      const { cookie } = await t.signUp({ firstName: 'Ada' });
      await t.agent().get('/').set('Cookie', cookie).expect(200);
      const queries = await queriesOf(async () => {
        const res = await t.agent().get('/').set('Cookie', cookie).expect(200);
        expect(res.text).toContain('member-shell');
      });
      expect(queries).toHaveLength(2);
    });

    it('writes a name as text, and says Goal Achiever without one', async () => {
      const hostile = await t.signUp({ firstName: '<img src=x onerror=alert(1)>&' });
      const res = await t.agent().get('/').set('Cookie', hostile.cookie).expect(200);
      expect(res.text).toContain(greeting('&lt;img src=x onerror=alert(1)&gt;&amp;'));
      expect(res.text).not.toContain('<img src=x');

      const nameless = await t.signUp({ firstName: '   ' });
      const plain = await t.agent().get('/').set('Cookie', nameless.cookie).expect(200);
      expect(plain.text).toContain(greeting('Goal Achiever'));
    });

    it('draws nothing for other pages, guests, forged cookies or ended sessions', async () => {
      const { cookie, agent } = await t.signUp({ firstName: 'Ada' });
      const other = await t.agent().get('/goals').set('Cookie', cookie).expect(200);
      expect(other.text).not.toContain('member-shell');
      expect(other.headers['cache-control']).toBe('private, no-cache'); // their page, in their colours
      expect((await t.agent().get('/').expect(200)).text).not.toContain('member-shell');
      const forged = await t.agent().get('/').set('Cookie', 'lodestar.sid=s%3Aabc.def').expect(200);
      expect(forged.text).not.toContain('member-shell');
      expect(forged.text).toContain('modulepreload'); // the member page, without the shell
      await agent.post('/api/logout').expect(204);
      const ended = await t.agent().get('/').set('Cookie', cookie).expect(200);
      expect(ended.text).not.toContain('member-shell');
    });
  });
});
