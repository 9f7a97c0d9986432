import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';

/** The database stopped mid-run: generic 503 answers, no stack, no SQL. */
describe('database outage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close().catch(() => undefined);
  });

  it('answers 503 with a generic body on every kind of request', async () => {
    const { agent } = await t.signUp();
    await agent.get('/api/auth/user').expect(200);
    await t.app.get(DataSource).destroy();

    const answers = [
      await agent.get('/api/auth/user'),
      await agent.get('/api/user/stats'),
      await t.agent().get('/api/health'),
      await t
        .agent()
        .post('/api/login')
        .send({ email: 'a@example.com', password: 'correct-horse-battery-staple' }),
      await t
        .agent()
        .post('/api/register')
        .send({ email: 'b@example.com', password: 'correct-horse-battery-staple' }),
    ];
    for (const res of answers) {
      expect({ url: res.request.url, status: res.status }).toEqual({
        url: res.request.url,
        status: 503,
      });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.statusCode).toBe(503);
      expect(res.body.error).toBe('Service Unavailable');
      expect(JSON.stringify(res.body)).not.toMatch(
        /SELECT|INSERT|sqlite|mysql|at \w+ \(|\.ts:|\.js:/i,
      );
    }
  });
});

describe('garbage requests never answer 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['GET', '/api/%E0%A4%A'],
    ['GET', '/%E0%A4%A'],
    ['GET', '/api/auth/user?x=%ZZ'],
    ['POST', '/api/login?__proto__[x]=1'],
    ['DELETE', '/api/auth/user'],
    ['PATCH', '/api/register'],
  ])('%s %s', async (method, path) => {
    const res = await request(t.server)
      [method.toLowerCase() as 'get'](path)
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it.each([
    '{"email": "a@example.com", "password": "x", "__proto__": {"admin": true}}',
    '{"email": ["a@example.com"], "password": {"$ne": null}}',
    '{"constructor": {"prototype": {"isAdmin": true}}}',
    '"just a string"',
    '12345',
    'null',
    '[]',
  ])('login body %s', async (body) => {
    const res = await request(t.server)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
