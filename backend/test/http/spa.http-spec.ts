import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('serves hashed assets with long caching and 404s missing ones', async () => {
    const res = await t.agent().get('/assets/app-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    await t.agent().get('/assets/missing.js').expect(404);
  });

  it('never serves the client for /api paths', async () => {
    const res = await t.agent().get('/api/whatever').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
