import { DataSource } from 'typeorm';
import { SEED_QUOTES } from '../../src/modules/quotes/infrastructure/persistence/quotes.seed-data';
import { startTestApp, TestApp } from '../support/test-app';

describe(`quotes over HTTP (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a random seeded quote signed out, with author, source and category', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const res = await t.agent().get('/api/quotes/random').expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['author', 'category', 'id', 'source', 'text']);
      const seed = SEED_QUOTES.find((q) => q.text === res.body.text);
      expect(seed).toBeDefined();
      expect(res.body).toMatchObject({
        author: seed!.author,
        source: seed!.source,
        category: seed!.category,
      });
      seen.add(res.body.id);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('seeds every quote of the curated list', async () => {
    const [{ n }] = await t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM quotes');
    expect(Number(n)).toBe(SEED_QUOTES.length);
  });

  it('works signed in too, and answers 404 when the table is empty', async () => {
    const { agent } = await t.signUp();
    await agent.get('/api/quotes/random').expect(200);
    await t.app.get(DataSource).query('DELETE FROM quotes');
    const res = await t.agent().get('/api/quotes/random').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'No quotes are available',
      error: 'Not Found',
    });
  });
});
