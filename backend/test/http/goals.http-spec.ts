import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TypeOrmGoalRepository } from '../../src/modules/goals/infrastructure/persistence/typeorm-goal.repository';
import { startTestApp, type TestAgent, type TestApp } from '../support/test-app';

const QUICK = 'Rapid entry goal - details to be added later';

describe(`goals API (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  let ada: TestAgent;
  let bob: TestAgent;

  beforeAll(async () => {
    t = await startTestApp();
    ada = (await t.signUp()).agent;
    bob = (await t.signUp()).agent;
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (agent: TestAgent) => (await agent.get('/api/goals').expect(200)).body.length;

  describe('create, read, update, delete', () => {
    it('creates with the spec defaults and lists, reads, patches, deletes', async () => {
      const created = await ada
        .post('/api/goals')
        .send({ title: '  Run a marathon ', category: 'health', targetDate: '2026-10-04' })
        .expect(201);
      expect(created.body).toMatchObject({
        title: 'Run a marathon',
        description: null,
        category: 'health',
        priority: 'medium',
        targetDate: '2026-10-04',
        progress: 0,
        isCompleted: false,
        trackingType: 'percentage',
        currentAmount: 0,
        targetAmount: 0,
        financialType: 'savings',
        subcategories: [],
        steps: [],
        reflection: null,
        nextAction: null,
        needsCategorizing: false,
        version: 1,
      });
      expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Object.keys(created.body)).not.toContain('userId');
      const id = created.body.id;

      expect((await ada.get(`/api/goals/${id}`).expect(200)).body.title).toBe('Run a marathon');
      const list = await ada.get('/api/goals').expect(200);
      expect(list.body.map((g: { id: string }) => g.id)).toContain(id);

      const patched = await ada
        .patch(`/api/goals/${id}`)
        .send({ progress: 100, nextAction: 'Book the race', title: 'Run the Berlin marathon' })
        .expect(200);
      expect(patched.body).toMatchObject({
        progress: 100,
        isCompleted: true,
        nextAction: 'Book the race',
        title: 'Run the Berlin marathon',
        category: 'health',
        version: 2,
      });

      await ada.delete(`/api/goals/${id}`).expect(204);
      await ada.get(`/api/goals/${id}`).expect(404);
      await ada.delete(`/api/goals/${id}`).expect(404);
    });

    it('takes a date with a year under 100 as written, not as 19xx (it was refused as not a date)', async () => {
      const res = await ada
        .post('/api/goals')
        .send({ title: 'Two-digit year', targetDate: '0026-12-31' })
        .expect(201);
      expect(res.body.targetDate).toBe('0026-12-31');
      const moved = await ada
        .patch(`/api/goals/${res.body.id}`)
        .send({ targetDate: '0099-01-01T10:00:00Z' })
        .expect(200);
      expect(moved.body.targetDate).toBe('0099-01-01');
      await ada.delete(`/api/goals/${res.body.id}`).expect(204);
    });

    it('keeps an ISO date-time date part and stores wizard fields', async () => {
      const res = await ada
        .post('/api/goals')
        .send({
          title: 'Write a book',
          description: 'What: a novel',
          category: 'personal',
          priority: 'high',
          targetDate: '2026-12-31T23:30:00-08:00',
          progress: 0,
          isCompleted: false,
          trackingType: 'percentage',
          currentAmount: 0,
          targetAmount: 0,
          steps: ['Outline', 'Draft'],
          reflection: 'Because stories matter',
          nextAction: 'Outline chapter 1',
        })
        .expect(201);
      expect(res.body).toMatchObject({
        targetDate: '2026-12-31',
        priority: 'high',
        steps: ['Outline', 'Draft'],
        reflection: 'Because stories matter',
      });
      const cleared = await ada
        .patch(`/api/goals/${res.body.id}`)
        .send({ targetDate: null, description: null })
        .expect(200);
      expect(cleared.body).toMatchObject({ targetDate: null, description: null });
    });

    it('follows each tracking type on PATCH', async () => {
      const { body: g } = await ada.post('/api/goals').send({ title: 'Tracked' }).expect(201);
      const patch = async (body: object) =>
        (await ada.patch(`/api/goals/${g.id}`).send(body).expect(200)).body;

      expect(await patch({ trackingType: 'status', progress: 80 })).toMatchObject({
        progress: 80,
        isCompleted: false,
      });
      expect(await patch({ trackingType: 'milestone', isCompleted: true })).toMatchObject({
        progress: 100,
        isCompleted: true,
      });
      expect(await patch({ isCompleted: false })).toMatchObject({
        progress: 0,
        isCompleted: false,
      });
      expect(
        await patch({
          trackingType: 'currency',
          financialType: 'debt',
          currentAmount: 150_000,
          targetAmount: 100_000,
          progress: 50,
        }),
      ).toMatchObject({ progress: 0, isCompleted: false, currentAmount: 150_000 });
      expect(await patch({ currentAmount: 25_000 })).toMatchObject({ progress: 75 });
      expect(
        await patch({ financialType: 'savings', currentAmount: 1_000_000_000_000 }),
      ).toMatchObject({ progress: 100, isCompleted: true, currentAmount: 1_000_000_000_000 });
      expect(
        await patch({
          trackingType: 'subcategory',
          subcategories: [
            { name: 'Kitchen', completed: true },
            { name: 'Bath', completed: false },
            { name: 'Attic', completed: false },
          ],
        }),
      ).toMatchObject({ progress: 33, isCompleted: false });
    });
  });

  it('a goal saved while the account is deleted meanwhile answers 409, not 500, and leaves nothing', async () => {
    const { agent, user } = await t.signUp();
    const db = t.app.get(DataSource);
    const insert = TypeOrmGoalRepository.prototype.insert;
    // The account goes (another tab's deletion) after the request passed its checks and
    // before the goal is written: the database refuses the goal for its missing owner.
    const spy = jest
      .spyOn(TypeOrmGoalRepository.prototype, 'insert')
      .mockImplementationOnce(async function (this: TypeOrmGoalRepository, goal) {
        await db.query('DELETE FROM users WHERE id = ?', [user.id]);
        return insert.call(this, goal);
      });
    try {
      const res = await agent.post('/api/goals').send({ title: 'Too late' }).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        message: 'What this refers to no longer exists: it was deleted meanwhile.',
        error: 'Conflict',
      });
    } finally {
      spy.mockRestore();
    }
    const [{ n }] = await db.query('SELECT COUNT(*) AS n FROM goals WHERE user_id = ?', [user.id]);
    expect(Number(n)).toBe(0);
  });

  describe('validation (decisions §4)', () => {
    it.each([
      // A wrong kind of value is named as such, not as too long: one message a field.
      [{}, /^title is required$/],
      [{ title: 5 }, /^title must be a string$/],
      [{ title: '   ' }, /title must be longer than or equal to 1 characters/],
      [{ title: 'x'.repeat(201) }, /title must be shorter than or equal to 200 characters/],
      // A character with its variation selector ('✔️') is two to MySQL: 202 here, not 101
      // (class-validator's count let it through, and MariaDB answered 500).
      [{ title: '✔️'.repeat(101) }, /^title must be shorter than or equal to 200 characters$/],
      [{ title: 'x', nextAction: '❤️'.repeat(251) }, /^nextAction must be shorter/],
      [{ title: 'x', description: '😀️'.repeat(5_001) }, /^description must be shorter/],
      [{ title: 'x', steps: ['✔️'.repeat(501)] }, /^each value in steps must be shorter/],
      [
        { title: 'x', subcategories: [{ name: '✔️'.repeat(101), completed: false }] },
        /^subcategories\.0\.name must be shorter than or equal to 200 characters$/,
      ],
      [{ title: { $gt: '' } }, /title must be a string/],
      [{ title: ['a'] }, /title must be a string/],
      [{ title: 'x', steps: ['Plan', '  '] }, /^each value in steps must not be blank$/],
      [{ title: 'x', steps: null }, /^steps must be an array$/],
      [{ title: 'x', steps: 'Plan' }, /^steps must be an array$/],
      [{ title: 'x', description: 'd'.repeat(10_001) }, /description must be shorter/],
      [{ title: 'x', reflection: 'd'.repeat(10_001) }, /reflection must be shorter/],
      [{ title: 'x', nextAction: 'n'.repeat(501) }, /nextAction must be shorter/],
      [{ title: 'x', category: 'sports' }, /category must be one of/],
      [{ title: 'x', category: null }, /category must be one of/],
      [{ title: 'x', priority: 'urgent' }, /priority must be one of/],
      [{ title: 'x', trackingType: 'vibes' }, /trackingType must be one of/],
      [{ title: 'x', financialType: 'crypto' }, /financialType must be one of/],
      [{ title: 'x', progress: 101 }, /progress must not be greater than 100/],
      [{ title: 'x', progress: -1 }, /progress must not be less than 0/],
      [{ title: 'x', progress: 5.5 }, /progress must be an integer/],
      [{ title: 'x', progress: '50' }, /progress must be an integer/],
      [{ title: 'x', isCompleted: 'yes' }, /isCompleted must be a boolean/],
      [{ title: 'x', currentAmount: -1 }, /currentAmount must not be less than 0/],
      [{ title: 'x', targetAmount: 1e12 + 1 }, /targetAmount must not be greater than/],
      [{ title: 'x', targetAmount: 10.5 }, /targetAmount must be an integer/],
      [{ title: 'x', targetDate: '2026-02-30' }, /targetDate must be a date written yyyy-MM-dd/],
      [{ title: 'x', targetDate: 'tomorrow' }, /targetDate must be a date/],
      [{ title: 'x', steps: Array(51).fill('s') }, /steps must contain no more than 50/],
      [{ title: 'x', steps: ['s'.repeat(1001)] }, /steps/],
      [{ title: 'x', steps: [{ a: 1 }] }, /^each value in steps must be a string$/],
      [{ title: 'x', steps: [1] }, /^each value in steps must be a string$/],
      [{ title: 'x', steps: 'one' }, /steps must be an array/],
      [
        { title: 'x', subcategories: Array(101).fill({ name: 'a', completed: false }) },
        /subcategories must contain no more than 100/,
      ],
      [
        { title: 'x', subcategories: [{ name: ' ', completed: false }] },
        /subcategories\.0\.name must be longer than or equal to 1/,
      ],
      [
        { title: 'x', subcategories: [{ name: 'a', completed: 'no' }] },
        /subcategories\.0\.completed must be a boolean/,
      ],
      // An array where an object belongs used to slip past nested validation (500).
      [{ title: 'x', subcategories: [[]] }, /each value in subcategories must be an object/],
      [{ title: 'x', subcategories: ['Kitchen'] }, /subcategories/],
      [{ title: 'x', userId: randomUUID() }, /property userId should not exist/],
      [{ title: 'x', id: randomUUID() }, /property id should not exist/],
      [{ title: 'x', createdAt: '2020-01-01' }, /property createdAt should not exist/],
      [{ title: 'x', version: 9 }, /property version should not exist/],
    ] as Array<[object, RegExp]>)('refuses %#: %s', async (body, message) => {
      const res = await ada.post('/api/goals').send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(([] as string[]).concat(res.body.message).join(' | ')).toMatch(message);
    });

    it("takes texts at their bound whole, counted as the database counts ('✔️' is two)", async () => {
      const body = {
        title: '✔️'.repeat(100),
        nextAction: '❤️'.repeat(250),
        steps: ['✔️'.repeat(500)],
        subcategories: [{ name: '✔️'.repeat(100), completed: false }],
      };
      const { body: g } = await ada.post('/api/goals').send(body).expect(201);
      expect((await ada.get(`/api/goals/${g.id}`).expect(200)).body).toMatchObject(body);
      await ada
        .patch(`/api/goals/${g.id}`)
        .send({ title: '❤️'.repeat(101) })
        .expect(400);
      expect((await ada.get(`/api/goals/${g.id}`).expect(200)).body.title).toBe(body.title);
    });

    it('refuses bad PATCH fields, including a null title', async () => {
      const { body: g } = await ada.post('/api/goals').send({ title: 'Valid' }).expect(201);
      for (const body of [
        { title: null },
        { title: '' },
        { progress: null },
        { userId: 'x' },
        { subcategories: null },
      ]) {
        await ada.patch(`/api/goals/${g.id}`).send(body).expect(400);
      }
      expect((await ada.get(`/api/goals/${g.id}`).expect(200)).body.title).toBe('Valid');
    });

    it('answers 415 to a non-JSON body, never 500', async () => {
      await ada.post('/api/goals').set('Content-Type', 'text/plain').send('title=x').expect(415);
      await ada
        .post('/api/goals')
        .set('Content-Type', 'application/json')
        .send('{"title":')
        .expect(400);
    });
  });

  describe('ownership', () => {
    it("answers 404 for another user's goal, and for ids that are not ids", async () => {
      const { body: g } = await ada.post('/api/goals').send({ title: 'Private' }).expect(201);
      await bob.get(`/api/goals/${g.id}`).expect(404);
      await bob.patch(`/api/goals/${g.id}`).send({ progress: 50 }).expect(404);
      await bob.delete(`/api/goals/${g.id}`).expect(404);
      await bob.get('/api/goals/not-a-uuid').expect(404);
      await bob.get(`/api/goals/${'x'.repeat(300)}`).expect(404);
      const bobs = (await bob.get('/api/goals').expect(200)).body as Array<{ id: string }>;
      expect(bobs.map((x) => x.id)).not.toContain(g.id);
      const still = await ada.get(`/api/goals/${g.id}`).expect(200);
      expect(still.body.progress).toBe(0);
    });

    it('answers 401 signed out', async () => {
      await t.agent().get('/api/goals').expect(401);
      await t
        .agent()
        .post('/api/goals/batch')
        .send({ goals: [{ title: 'x' }] })
        .expect(401);
      await t.agent().get('/api/dashboard/stats').expect(401);
    });
  });

  describe('batch (rapid goal writing)', () => {
    it('creates quick-entry goals with categories cycling by position, in order', async () => {
      const { agent } = await t.signUp();
      const titles = Array.from({ length: 7 }, (_, i) => ({ title: ` Goal ${i + 1} ` }));
      const res = await agent.post('/api/goals/batch').send({ goals: titles }).expect(201);
      expect(res.body.map((g: { title: string }) => g.title)).toEqual(
        titles.map((x) => x.title.trim()),
      );
      expect(res.body.map((g: { category: string }) => g.category)).toEqual([
        'career',
        'health',
        'relationships',
        'learning',
        'financial',
        'personal',
        'career',
      ]);
      expect(res.body[0]).toMatchObject({
        description: QUICK,
        needsCategorizing: true,
        priority: 'medium',
        progress: 0,
        trackingType: 'percentage',
      });
      const listed = (await agent.get('/api/goals').expect(200)).body as Array<{ title: string }>;
      expect(listed.map((g) => g.title)).toEqual(
        titles.map((x) => x.title.trim()).reverse(), // newest first
      );
    });

    it('stores nothing when one item is bad', async () => {
      const { agent } = await t.signUp();
      const goals = [{ title: 'ok' }, { title: 'fine' }, { title: '' }, { title: 'ok too' }];
      const res = await agent.post('/api/goals/batch').send({ goals }).expect(400);
      expect(res.body.message).toEqual(
        expect.arrayContaining([expect.stringMatching(/^goals\.2\.title /)]),
      );
      expect(await count(agent)).toBe(0);
      await agent.post('/api/goals/batch').send({ goals: [] }).expect(400);
      await agent.post('/api/goals/batch').send({}).expect(400);
      await agent.post('/api/goals/batch').send({ goals: 'x' }).expect(400);
      const nested = await agent
        .post('/api/goals/batch')
        .send({ goals: [[]] })
        .expect(400);
      expect(String(nested.body.message)).toMatch(/each value in goals must be an object/);
      await agent
        .post('/api/goals/batch')
        .send({ goals: [{ title: 'x', userId: 'someone' }] })
        .expect(400);
      expect(await count(agent)).toBe(0);
    });

    it('creates 500 goals in one request and refuses 501', async () => {
      const { agent } = await t.signUp();
      const goals = Array.from({ length: 500 }, (_, i) => ({
        title: `Goal number ${i + 1} written quickly, without stopping to judge it`,
      }));
      const res = await agent.post('/api/goals/batch').send({ goals }).expect(201);
      expect(res.body).toHaveLength(500);
      expect(res.body[499].category).toBe('health'); // 499 % 6 = 1
      expect(await count(agent)).toBe(500);
      await agent
        .post('/api/goals/batch')
        .send({ goals: [...goals, { title: 'one more' }] })
        .expect(400);
      expect(await count(agent)).toBe(500);
    });

    it('answers a retry with the same Idempotency-Key with the first result, once', async () => {
      const { agent } = await t.signUp();
      const key = randomUUID();
      const body = { goals: [{ title: 'Learn to sail' }, { title: 'Visit Kyoto' }] };
      const first = await agent
        .post('/api/goals/batch')
        .set('Idempotency-Key', key)
        .send(body)
        .expect(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const retry = await agent
        .post('/api/goals/batch')
        .set('Idempotency-Key', key)
        .send(body)
        .expect(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(await count(agent)).toBe(2);

      const other = await agent
        .post('/api/goals/batch')
        .set('Idempotency-Key', key)
        .send({ goals: [{ title: 'Something else' }] })
        .expect(422);
      expect(other.body.message).toMatch(/Idempotency-Key/);
      await agent
        .post('/api/goals/batch')
        .set('Idempotency-Key', 'has spaces in it')
        .send(body)
        .expect(400);
      // Another user may use the same key for their own request.
      const { agent: other2 } = await t.signUp();
      await other2.post('/api/goals/batch').set('Idempotency-Key', key).send(body).expect(201);
      expect(await count(agent)).toBe(2);
    });

    it('creates one set of rows when retries with one key race', async () => {
      const { agent } = await t.signUp();
      const key = randomUUID();
      const body = { goals: Array.from({ length: 50 }, (_, i) => ({ title: `Race ${i}` })) };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          agent.post('/api/goals/batch').set('Idempotency-Key', key).send(body),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      const ok = answers.filter((r) => r.status === 201);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const r of ok)
        expect(r.body.map((g: { id: string }) => g.id)).toEqual(
          ok[0].body.map((g: { id: string }) => g.id),
        );
      expect(await count(agent)).toBe(50);
    });
  });

  describe('dashboard stats', () => {
    it('counts in the database and reports the login streak and monthly progress', async () => {
      const { agent } = await t.signUp();
      expect((await agent.get('/api/dashboard/stats').expect(200)).body).toEqual({
        activeGoals: 0,
        completedGoals: 0,
        streak: 1,
        completion: 0,
        monthlyProgress: 0,
      });
      const made = await agent
        .post('/api/goals/batch')
        .send({ goals: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] })
        .expect(201);
      const [a, b] = made.body as Array<{ id: string }>;
      await agent.patch(`/api/goals/${a.id}`).send({ progress: 100 }).expect(200);
      await agent.patch(`/api/goals/${b.id}`).send({ progress: 50 }).expect(200);
      expect((await agent.get('/api/dashboard/stats').expect(200)).body).toEqual({
        activeGoals: 2,
        completedGoals: 1,
        streak: 1,
        completion: 33,
        monthlyProgress: 50, // (100 + 50 + 0) / 3
      });
    });
  });
});
