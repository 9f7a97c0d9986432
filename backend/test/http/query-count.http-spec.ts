import { DataSource } from 'typeorm';
import { startTestApp, type TestAgent, type TestApp } from '../support/test-app';

/**
 * Issue 7: a read costs at most 2 database queries (the session row and the
 * data), however many rows the answer holds. Counted through TypeORM's logger,
 * which every query of the app passes (repositories, raw queries, the session
 * store). Each route is read twice and the second read is counted, so the
 * once-a-day visit check (a write, on the first request of a day) is not.
 */
describe(`database queries per read (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  let queries: string[] = [];
  let counting = false;

  beforeAll(async () => {
    t = await startTestApp();
    const logger = t.app.get(DataSource).logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, runner) => {
      if (counting) queries.push(query);
      return original(query, parameters, runner);
    };
  });
  afterAll(async () => {
    await t.close();
  });

  async function countQueries(agent: TestAgent, path: string): Promise<string[]> {
    await agent.get(path).expect(200);
    queries = [];
    counting = true;
    try {
      await agent.get(path).expect(200);
    } finally {
      counting = false;
    }
    return queries;
  }

  /** Fails with the SQL listed when a read runs more than `max` queries. */
  function atMost(sql: string[], max = 2): number {
    if (sql.length > max) {
      throw new Error(`${sql.length} queries (at most ${max}):\n${sql.join('\n')}`);
    }
    return sql.length;
  }

  async function userWithGoals(n: number) {
    const { agent } = await t.signUp();
    if (n > 0) {
      await agent
        .post('/api/goals/batch')
        .send({ goals: Array.from({ length: n }, (_, i) => ({ title: `Goal ${i + 1}` })) })
        .expect(201);
    }
    return agent;
  }

  it('GET /api/goals: at most 2, the same with 1 and with 50 goals', async () => {
    const one = await countQueries(await userWithGoals(1), '/api/goals');
    const fifty = await countQueries(await userWithGoals(50), '/api/goals');
    atMost(one);
    expect(fifty.length).toBe(one.length);
  });

  it('GET /api/goals after a change: at most 2; kept while unchanged: 1', async () => {
    const agent = await userWithGoals(50);
    await agent.get('/api/goals').expect(200);
    await agent.post('/api/goals').send({ title: 'One more' }).expect(201);
    // The first read after the change reads the session (with the list's version) and the list.
    queries = [];
    counting = true;
    try {
      await agent.get('/api/goals').expect(200);
    } finally {
      counting = false;
    }
    atMost(queries);
    // Unchanged since: the session and the version, in one query (ADR 0009).
    expect(atMost(await countQueries(agent, '/api/goals'), 1)).toBe(1);
  });

  it('GET /api/goals/:id: at most 2', async () => {
    const agent = await userWithGoals(3);
    const [goal] = (await agent.get('/api/goals').expect(200)).body as Array<{ id: string }>;
    atMost(await countQueries(agent, `/api/goals/${goal.id}`));
  });

  it('GET /api/dashboard/stats: at most 2, the same with 1 and with 50 goals', async () => {
    const one = await countQueries(await userWithGoals(1), '/api/dashboard/stats');
    const fifty = await countQueries(await userWithGoals(50), '/api/dashboard/stats');
    atMost(one);
    expect(fifty.length).toBe(one.length);
  });

  it.each([
    '/api/auth/user',
    '/api/user/stats',
    '/api/user/preferences',
    '/api/milestones',
    '/api/values',
    '/api/reflections',
    '/api/reflections?limit=10',
    '/api/daily-reflections',
    '/api/gamification/events',
  ])('GET %s: at most 2', async (path) => {
    const agent = await userWithGoals(2);
    atMost(await countQueries(agent, path));
  });

  it('GET /api/milestones/:id: at most 2', async () => {
    const agent = await userWithGoals(1);
    const [goal] = (await agent.get('/api/goals').expect(200)).body as Array<{ id: string }>;
    const created = await agent
      .post('/api/milestones')
      .send({ goalId: goal.id, title: 'First step', targetDate: '2030-01-01' });
    if (created.status !== 201) throw new Error(`milestone: ${created.status} ${created.text}`);
    const id = (created.body as { id: string }).id;
    atMost(await countQueries(agent, `/api/milestones/${id}`));
  });

  it('GET /api/quotes/random, /api/health: at most 2', async () => {
    const agent = await userWithGoals(0);
    atMost(await countQueries(agent, '/api/quotes/random'));
    atMost(await countQueries(agent, '/api/health'));
  });
});
