import { DataSource } from 'typeorm';
import { localDate } from '../../src/shared/domain/calendar';
import { startTestApp, TestApp, TestAgent } from '../support/test-app';

const MORNING = {
  morning_intention: 'Finish the draft before lunch.',
  morning_gratitude: 'Coffee in a quiet kitchen.',
};
const EVENING = { evening_accomplishment: 'Shipped the draft.' };

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Test titles stay short: the body's JSON cut to 60 characters. */
const short = (cases: Array<[object, string]>) =>
  cases.map(([body, field]) => [JSON.stringify(body).slice(0, 60), body, field] as const);

describe(`daily and weekly reflections over HTTP (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (agent: TestAgent, body: object) =>
    agent.post('/api/daily-reflections').send(body);

  describe('create', () => {
    it('answers 201 with the record, the XP it earned and its achievements, and stores the XP on the user', async () => {
      const { agent, user } = await t.signUp();
      const res = await create(agent, {
        reflectionDate: '2025-06-02',
        timeOfDay: 'morning',
        responses: { ...MORNING, morning_learning: '   ' },
      }).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userId: user.id,
        reflectionDate: '2025-06-02',
        timeOfDay: 'morning',
        responses: MORNING, // blank answers are dropped
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        xpAwarded: 10 + 2 * 5 + 25,
        achievements: [
          {
            id: 'first_reflection',
            title: 'First Reflection',
            description: 'You wrote your first reflection.',
            xpReward: 25,
            tier: 'common',
          },
        ],
      });
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toMatchObject({ xp: 45, level: 1 });

      // The same award is in the player's activity log, as one event.
      const events = await db.query(
        'SELECT `id`, `type`, `points`, `goal_id` FROM `gamification_events` WHERE `user_id` = ?',
        [user.id],
      );
      expect(events).toEqual([
        { id: `reflection:${res.body.id}`, type: 'reflection', points: 45, goal_id: null },
      ]);

      // The evening of the same day completes a Full Day; First Reflection is not paid twice.
      const evening = await create(agent, {
        reflectionDate: '2025-06-02',
        timeOfDay: 'evening',
        responses: EVENING,
      }).expect(201);
      expect(evening.body.xpAwarded).toBe(10 + 5 + 50);
      expect(evening.body.achievements.map((a: { id: string }) => a.id)).toEqual(['full_day']);
      const after = await agent.get('/api/auth/user').expect(200);
      expect(after.body).toMatchObject({ xp: 45 + 65, level: 2 });

      const third = await create(agent, {
        reflectionDate: '2025-06-03',
        timeOfDay: 'morning',
        responses: MORNING,
      }).expect(201);
      expect(third.body).toMatchObject({ xpAwarded: 20, achievements: [] });
    });

    it('keeps the date part of an ISO date-time without shifting it', async () => {
      const { agent } = await t.signUp();
      const res = await create(agent, {
        reflectionDate: '2025-03-01T23:30:00-08:00',
        timeOfDay: 'evening',
        responses: EVENING,
      }).expect(201);
      expect(res.body.reflectionDate).toBe('2025-03-01');
    });

    it('accepts today in the user time zone and refuses tomorrow', async () => {
      const { agent } = await t.signUp();
      const today = localDate(new Date(), 'America/New_York');
      await create(agent, {
        reflectionDate: today,
        timeOfDay: 'morning',
        responses: MORNING,
      }).expect(201);
      const res = await create(agent, {
        reflectionDate: addDays(today, 2),
        timeOfDay: 'morning',
        responses: MORNING,
      }).expect(400);
      expect(res.body.message).toMatch(/reflectionDate must not be later than today/);
    });

    it('pays Morning Ritual and Reflective Week on the seventh morning in a row, across a month end', async () => {
      const { agent } = await t.signUp();
      let last: { xpAwarded: number; achievements: Array<{ id: string }> } | undefined;
      for (let i = 0; i < 7; i++) {
        const res = await create(agent, {
          reflectionDate: addDays('2025-01-28', i),
          timeOfDay: 'morning',
          responses: { morning_intention: `day ${i}` },
        }).expect(201);
        last = res.body;
      }
      expect(last!.achievements.map((a) => a.id)).toEqual(['morning_ritual', 'reflective_week']);
      expect(last!.xpAwarded).toBe(15 + 150 + 400);
      const list = await agent.get('/api/daily-reflections').expect(200);
      expect(list.body[0].reflectionDate).toBe('2025-02-03');

      // What was earned stays readable (the dashboard counts it), each once, oldest first;
      // another user has none of it.
      const earned = await agent.get('/api/daily-reflections/achievements').expect(200);
      expect(earned.body.map((a: { id: string }) => a.id)).toEqual([
        'first_reflection',
        'morning_ritual',
        'reflective_week',
      ]);
      expect(earned.body[0]).toMatchObject({
        title: 'First Reflection',
        xpReward: 25,
        tier: 'common',
      });
      expect(Number.isNaN(Date.parse(earned.body[0].awardedAt))).toBe(false);
      expect(Date.parse(earned.body[0].awardedAt)).toBeLessThanOrEqual(
        Date.parse(earned.body[2].awardedAt),
      );
      const other = await t.signUp();
      expect(
        (await other.agent.get('/api/daily-reflections/achievements').expect(200)).body,
      ).toEqual([]);
    });
  });

  describe('validation', () => {
    let agent: TestAgent;
    beforeAll(async () => {
      agent = (await t.signUp()).agent;
    });

    it.each([
      [
        'a question of the other session',
        { responses: { evening_lesson: 'x' } },
        'responses.evening_lesson is not a question of the morning session',
      ],
      [
        'an unknown question id',
        { responses: { favourite_color: 'blue' } },
        'responses.favourite_color is not a question id',
      ],
      ['__proto__ as a key', { responses: JSON.parse('{"__proto__": "x"}') }, 'responses'],
      ['only blank answers', { responses: { morning_intention: '  ' } }, 'at least one non-blank'],
      ['no answers', { responses: {} }, 'at least one non-blank'],
      [
        'an answer over 5,000 characters',
        { responses: { morning_intention: 'x'.repeat(5001) } },
        '5000',
      ],
      ['an answer of 5,001 emoji', { responses: { morning_intention: '🌟'.repeat(5001) } }, '5000'],
      [
        'an object as an answer',
        { responses: { morning_intention: { a: 1 } } },
        'must be a string',
      ],
      ['an array of responses', { responses: ['x'] }, 'responses'],
      ['responses as a string', { responses: 'x' }, 'responses'],
      ['missing responses', { responses: undefined }, 'responses'],
      ['an impossible date', { reflectionDate: '2025-02-29' }, 'reflectionDate'],
      ['a date that is not a date', { reflectionDate: 'yesterday' }, 'reflectionDate'],
      ['a number as date', { reflectionDate: 20250101 }, 'reflectionDate'],
      ['a bad time of day', { timeOfDay: 'noon' }, 'timeOfDay'],
      ['a userId in the body', { userId: 'someone-else' }, 'userId'],
      ['an id in the body', { id: 'chosen' }, 'property id should not exist'],
      ['a createdAt in the body', { createdAt: '2020-01-01T00:00:00Z' }, 'createdAt'],
    ])('refuses %s with 400 naming the field', async (_label, patch, field) => {
      const body = {
        reflectionDate: '2025-05-01',
        timeOfDay: 'morning',
        responses: MORNING,
        ...patch,
      };
      const res = await create(agent, body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
      expect(res.body.statusCode).toBe(400);
    });

    it('refuses a bad date filter', async () => {
      const res = await agent.get('/api/daily-reflections?date=2025-13-01').expect(400);
      expect(JSON.stringify(res.body.message)).toContain('date');
      await agent.get('/api/daily-reflections?date[a]=1').expect(400);
    });

    it('never stored any of them', async () => {
      const list = await agent.get('/api/daily-reflections').expect(200);
      expect(list.body).toEqual([]);
    });
  });

  it('takes an answer of 5,000 emoji whole: a character is a character, not two UTF-16 units', async () => {
    const { agent } = await t.signUp();
    const answer = '🌟'.repeat(5000);
    const res = await create(agent, {
      reflectionDate: '2025-03-01',
      timeOfDay: 'morning',
      responses: { morning_intention: answer },
    }).expect(201);
    expect(res.body.responses.morning_intention).toBe(answer);
  });

  describe('duplicates', () => {
    it('answers 409 to a second create of the same date and session', async () => {
      const { agent } = await t.signUp();
      const body = { reflectionDate: '2025-04-01', timeOfDay: 'morning', responses: MORNING };
      await create(agent, body).expect(201);
      const res = await create(agent, body).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        message: 'A morning reflection for 2025-04-01 already exists',
        error: 'Conflict',
      });
    });

    it('lets exactly one of two concurrent creates win; the other is 409 and paid nothing', async () => {
      const { agent } = await t.signUp();
      const body = { reflectionDate: '2025-04-02', timeOfDay: 'evening', responses: EVENING };
      const results = await Promise.all([create(agent, body), create(agent, body)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)?.body.message).toBe(
        'An evening reflection for 2025-04-02 already exists',
      );
      const list = await agent.get('/api/daily-reflections').expect(200);
      expect(list.body).toHaveLength(1);
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body.xp).toBe(10 + 5 + 25);
    });

    it('with an Idempotency-Key, a retry after a lost answer gets the stored session (paid once), racing or not', async () => {
      const { agent } = await t.signUp();
      const body = { reflectionDate: '2025-04-04', timeOfDay: 'morning', responses: MORNING };
      const keyed = (key: string, sent: object = body) =>
        agent.post('/api/daily-reflections').set('Idempotency-Key', key).send(sent);
      const first = await keyed('lost-answer').expect(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(first.body.xpAwarded).toBe(10 + 10 + 25);
      const again = await keyed('lost-answer').expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual({ ...first.body, xpAwarded: 0, achievements: [] });
      // Another save of the session taken (another key, other answers) is still 409.
      await keyed('another-save').expect(409);
      await keyed('lost-answer', { ...body, responses: { morning_intention: 'Other.' } }).expect(
        409,
      );
      // Eight retries of one save racing each other: one session, paid once.
      const evening = { reflectionDate: '2025-04-04', timeOfDay: 'evening', responses: EVENING };
      const raced = await Promise.all(Array.from({ length: 8 }, () => keyed('raced', evening)));
      expect(raced.map((r) => r.status)).toEqual(Array(8).fill(201));
      expect(new Set(raced.map((r) => r.body.id)).size).toBe(1);
      expect(raced.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
      expect(raced.reduce((sum, r) => sum + r.body.xpAwarded, 0)).toBe(10 + 5 + 50);
      const list = await agent.get('/api/daily-reflections').expect(200);
      expect(list.body).toHaveLength(2);
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body.xp).toBe(10 + 10 + 25 + (10 + 5 + 50));
    });

    it('a retry with the key of a session deleted since writes it again (not 409 for a session that is gone)', async () => {
      const { agent } = await t.signUp();
      const body = { reflectionDate: '2025-04-05', timeOfDay: 'morning', responses: MORNING };
      const keyed = () =>
        agent.post('/api/daily-reflections').set('Idempotency-Key', 'then-deleted').send(body);
      const first = await keyed().expect(201);
      await agent.delete(`/api/daily-reflections/${first.body.id}`).expect(204);
      const again = await keyed().expect(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(again.body.id).not.toBe(first.body.id);
      expect(again.body.xpAwarded).toBe(10 + 10); // as any session written again after a delete
      const day = await agent.get('/api/daily-reflections?date=2025-04-05').expect(200);
      expect(day.body.map((r: { id: string }) => r.id)).toEqual([again.body.id]);
    });

    it('keeps both writers of two concurrent sessions (morning and evening) and pays each once', async () => {
      const { agent } = await t.signUp();
      const results = await Promise.all([
        create(agent, { reflectionDate: '2025-04-03', timeOfDay: 'morning', responses: MORNING }),
        create(agent, { reflectionDate: '2025-04-03', timeOfDay: 'evening', responses: EVENING }),
      ]);
      expect(results.map((r) => r.status)).toEqual([201, 201]);
      const awarded = results.flatMap((r) => r.body.achievements.map((a: { id: string }) => a.id));
      expect(awarded.sort()).toEqual(['first_reflection', 'full_day']);
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body.xp).toBe(results[0].body.xpAwarded + results[1].body.xpAwarded);
    });
  });

  describe('update', () => {
    it('rewrites the answers, keeps the session, and awards nothing', async () => {
      const { agent } = await t.signUp();
      const created = await create(agent, {
        reflectionDate: '2025-07-01',
        timeOfDay: 'morning',
        responses: MORNING,
      }).expect(201);
      const xpBefore = (await agent.get('/api/auth/user')).body.xp;
      const res = await agent
        .put(`/api/daily-reflections/${created.body.id}`)
        .send({
          reflectionDate: '2025-07-01',
          timeOfDay: 'morning',
          responses: { morning_intention: 'Rewritten.', morning_gratitude: '' },
        })
        .expect(200);
      expect(res.body).toMatchObject({
        id: created.body.id,
        reflectionDate: '2025-07-01',
        timeOfDay: 'morning',
        responses: { morning_intention: 'Rewritten.' },
        createdAt: created.body.createdAt,
      });
      expect(res.body).not.toHaveProperty('xpAwarded');
      expect((await agent.get('/api/auth/user')).body.xp).toBe(xpBefore);
      const day = await agent.get('/api/daily-reflections?date=2025-07-01').expect(200);
      expect(day.body).toEqual([res.body]);
    });

    it('checks answers against the stored session when none is sent', async () => {
      const { agent } = await t.signUp();
      const created = await create(agent, {
        reflectionDate: '2025-07-02',
        timeOfDay: 'morning',
        responses: MORNING,
      }).expect(201);
      const res = await agent
        .put(`/api/daily-reflections/${created.body.id}`)
        .send({ responses: { evening_lesson: 'x' } })
        .expect(400);
      expect(res.body.message).toContain('responses.evening_lesson');
      await agent
        .put(`/api/daily-reflections/${created.body.id}`)
        .send({ responses: { morning_character: 'Patient.' } })
        .expect(200);
    });

    it('answers 409 when moved onto a session that exists, and 404 for an unknown id', async () => {
      const { agent } = await t.signUp();
      await create(agent, {
        reflectionDate: '2025-07-03',
        timeOfDay: 'morning',
        responses: MORNING,
      });
      const other = await create(agent, {
        reflectionDate: '2025-07-04',
        timeOfDay: 'morning',
        responses: MORNING,
      });
      await agent
        .put(`/api/daily-reflections/${other.body.id}`)
        .send({ reflectionDate: '2025-07-03', responses: MORNING })
        .expect(409);
      await agent
        .put('/api/daily-reflections/00000000-0000-4000-8000-000000000000')
        .send({ responses: MORNING })
        .expect(404);
      await agent
        .put(`/api/daily-reflections/${'x'.repeat(300)}`)
        .send({ responses: MORNING })
        .expect(404);
    });
  });

  describe('delete', () => {
    it("deletes the user's own session (204, then gone); another user's id is 404 and kept; the XP stays", async () => {
      const ada = await t.signUp();
      const bob = await t.signUp();
      const mine = await create(ada.agent, {
        reflectionDate: '2025-09-01',
        timeOfDay: 'morning',
        responses: MORNING,
      }).expect(201);
      const theirs = await create(bob.agent, {
        reflectionDate: '2025-09-01',
        timeOfDay: 'morning',
        responses: MORNING,
      }).expect(201);
      const xpBefore = (await ada.agent.get('/api/auth/user').expect(200)).body.xp;

      await ada.agent.delete(`/api/daily-reflections/${theirs.body.id}`).expect(404);
      expect((await bob.agent.get('/api/daily-reflections').expect(200)).body).toHaveLength(1);

      await ada.agent.delete(`/api/daily-reflections/${mine.body.id}`).expect(204);
      expect((await ada.agent.get('/api/daily-reflections').expect(200)).body).toEqual([]);
      await ada.agent.delete(`/api/daily-reflections/${mine.body.id}`).expect(404);
      await ada.agent
        .put(`/api/daily-reflections/${mine.body.id}`)
        .send({ responses: MORNING })
        .expect(404);
      expect((await ada.agent.get('/api/auth/user').expect(200)).body.xp).toBe(xpBefore);
      // The session can be written afresh; its first-time rewards are not paid twice.
      const again = await create(ada.agent, {
        reflectionDate: '2025-09-01',
        timeOfDay: 'morning',
        responses: MORNING,
      }).expect(201);
      expect(again.body.achievements).toEqual([]);
    });
  });

  describe('ownership and the date filter', () => {
    it("lists only the user's own reflections, newest first, and hides others' behind 404", async () => {
      const ada = await t.signUp();
      const bob = await t.signUp();
      const a1 = await create(ada.agent, {
        reflectionDate: '2025-08-01',
        timeOfDay: 'morning',
        responses: MORNING,
      });
      await create(ada.agent, {
        reflectionDate: '2025-08-02',
        timeOfDay: 'morning',
        responses: MORNING,
      });
      await create(ada.agent, {
        reflectionDate: '2025-08-02',
        timeOfDay: 'evening',
        responses: EVENING,
      });
      await create(bob.agent, {
        reflectionDate: '2025-08-01',
        timeOfDay: 'morning',
        responses: MORNING,
      });

      const all = await ada.agent.get('/api/daily-reflections').expect(200);
      expect(
        all.body.map(
          (r: { reflectionDate: string; timeOfDay: string }) =>
            `${r.reflectionDate} ${r.timeOfDay}`,
        ),
      ).toEqual(['2025-08-02 evening', '2025-08-02 morning', '2025-08-01 morning']);
      const day = await ada.agent.get('/api/daily-reflections?date=2025-08-02').expect(200);
      expect(day.body.map((r: { timeOfDay: string }) => r.timeOfDay)).toEqual([
        'morning',
        'evening',
      ]);
      const none = await ada.agent.get('/api/daily-reflections?date=2025-08-03').expect(200);
      expect(none.body).toEqual([]);

      const bobs = await bob.agent.get('/api/daily-reflections').expect(200);
      expect(bobs.body).toHaveLength(1);
      expect(bobs.body[0].userId).toBe(bob.user.id);
      const res = await bob.agent
        .put(`/api/daily-reflections/${a1.body.id}`)
        .send({ responses: { morning_intention: 'mine now' } })
        .expect(404);
      expect(res.body.message).toBe('Reflection not found');
      const still = await ada.agent.get('/api/daily-reflections?date=2025-08-01').expect(200);
      expect(still.body[0].responses).toEqual(MORNING);
    });

    it('answers 401 signed out', async () => {
      await t.agent().get('/api/daily-reflections').expect(401);
      await t.agent().post('/api/daily-reflections').send({}).expect(401);
      await t.agent().get('/api/reflections').expect(401);
    });
  });

  describe('weekly reflections', () => {
    it('creates a weekly review (date defaults to today) and lists them newest first', async () => {
      const { agent, user } = await t.signUp();
      const today = localDate(new Date(), 'America/New_York');
      const first = await agent
        .post('/api/reflections')
        .send({ type: 'weekly', accomplishments: 'Ran three times.', challenges: '  ' })
        .expect(201);
      expect(first.body).toEqual({
        id: expect.any(String),
        userId: user.id,
        type: 'weekly',
        accomplishments: 'Ran three times.',
        challenges: null,
        nextWeek: null,
        insights: null,
        date: today,
        createdAt: expect.any(String),
      });
      await agent
        .post('/api/reflections')
        .send({
          type: 'weekly',
          insights: 'Mornings work.',
          nextWeek: 'Sleep by 11.',
          date: '2025-01-05',
        })
        .expect(201);
      const list = await agent.get('/api/reflections').expect(200);
      expect(list.body.map((r: { date: string }) => r.date)).toEqual([today, '2025-01-05']);
      await agent.get('/api/reflections?type=weekly').expect(200);
      const other = await t.signUp();
      expect((await other.agent.get('/api/reflections').expect(200)).body).toEqual([]);
    });

    it.each(
      short([
        [{ type: 'daily', insights: 'x' }, 'type'],
        [{ insights: 'x' }, 'type'],
        [{ type: 'weekly' }, 'at least one'],
        [{ type: 'weekly', insights: '   ' }, 'at least one'],
        [{ type: 'weekly', insights: 'x'.repeat(10_001) }, 'insights'],
        [{ type: 'weekly', insights: ['x'] }, 'insights'],
        [{ type: 'weekly', insights: 'x', date: '2025-02-30' }, 'date'],
        [{ type: 'weekly', insights: 'x', date: '2999-01-01' }, 'date'],
        [{ type: 'weekly', insights: 'x', userId: 'x' }, 'userId'],
      ]),
    )('refuses %s with 400', async (_label, body, field) => {
      const { agent } = await t.signUp();
      const res = await agent.post('/api/reflections').send(body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
    });
  });
});
