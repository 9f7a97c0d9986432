import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startTestApp, TestApp } from '../support/test-app';

// A visitor's '/': the landing page's HTML with none of the app's scripts
// (docs/adr/0010-static-landing-page.md). The build writes dist/landing.html.
describe("the static landing page (a visitor's '/')", () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'lodestar-dist-'));
  // The build writes the real one (frontend/src/features/auth/pages/landing-script.ts).
  const landingScriptText = '(function(){document.title="landing script"})();';
  const index = [
    '<!doctype html><html lang="en"><head>',
    '<meta name="lodestar:mentor-name" content="" />',
    '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-abc123.js">',
    '<link rel="modulepreload" crossorigin href="https://evil.example/x.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
    '</head><body><noscript>Lodestar needs JavaScript to run.</noscript>',
    '<div id="root"></div></body></html>',
  ].join('\n');
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), index);
    writeFileSync(
      join(dist, 'landing.html'),
      '<div class="page"><h1 id="hero-title">Lodestar</h1><h3>{{mentorName}}&#x27;s Method</h3><footer>© {{year}} Lodestar.</footer></div>',
    );
    writeFileSync(join(dist, 'landing-script.js'), landingScriptText);
    t = await startTestApp({ FRONTEND_DIST: dist, MENTOR_NAME: 'Jane "J" <Doe>' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const inlineScript = (html: string) =>
    /<script(?![^>]*\ssrc=)(?: [^>]*)?>([\s\S]*?)<\/script>/.exec(html)?.[1];

  it('sends the page drawn, the slots filled and escaped, and no app script', async () => {
    const res = await t.agent().get('/').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const year = new Date().getUTCFullYear();
    expect(res.text).toContain(
      `<div id="root"><div class="page"><h1 id="hero-title">Lodestar</h1><h3>Jane "J" &lt;Doe&gt;&#x27;s Method</h3><footer>© ${year} Lodestar.</footer></div></div>`,
    );
    expect(res.text).not.toContain('type="module"');
    expect(res.text).not.toContain('modulepreload');
    expect(res.text).not.toContain('<noscript>');
    expect(res.text).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
    );
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("inlines the build's script as it is, allowed by its hash, and lists only the app assets to prefetch", async () => {
    const res = await t.agent().get('/').expect(200);
    const script = inlineScript(res.text);
    expect(script).toBe(landingScriptText);
    const hash = createHash('sha256')
      .update(script as string)
      .digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(
      new RegExp(`script-src 'self'[^;]* 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    expect(csp).toContain("object-src 'none'");
    expect(res.text).toContain(
      '<script data-prefetch="[&quot;/assets/index-abc123.js&quot;,&quot;/assets/react-abc123.js&quot;]">',
    );
    expect(res.text).not.toContain('evil.example');
  });

  it('leaves other pages, members and forged cookies with the app as before', async () => {
    const auth = await t.agent().get('/auth').expect(200);
    expect(auth.text).toContain('<div id="root"></div>');
    expect(auth.text).toContain('src="/assets/index-abc123.js"');
    expect(inlineScript(auth.text)).toBeUndefined();
    expect(auth.headers['content-security-policy']).not.toContain('sha256-');

    const { cookie } = await t.signUp({ firstName: 'Ada' });
    const member = await t.agent().get('/').set('Cookie', cookie).expect(200);
    expect(member.text).toContain('<div id="root"></div>');
    expect(member.text).toContain('src="/assets/index-abc123.js"');

    const forged = await t.agent().get('/').set('Cookie', 'lodestar.sid=s%3Aabc.def').expect(200);
    expect(forged.text).toContain('<div id="root"></div>');
    expect(forged.text).not.toContain('hero-title');
  });

  it('keeps the gzip copy in step with the page', async () => {
    const plain = await t.agent().get('/').set('Accept-Encoding', 'identity').expect(200);
    const gz = await t
      .agent()
      .get('/')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    // A gzip copy is served; supertest may have already inflated it: the text is the page's.
    expect(gz.headers['content-encoding']).toBe('gzip');
    const body = gz.body as Buffer;
    const text =
      gz.headers['content-encoding'] === 'gzip' && body[0] === 0x1f
        ? gunzipSync(body).toString()
        : body.toString();
    expect(text).toBe(plain.text);
  });
});
