import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';

const iso = (msAgo = 0) => new Date(Date.now() - msAgo).toISOString();

function created(goalId = randomUUID(), occurredAt = iso(1000)) {
  return { id: `goal_created:${goalId}`, type: 'goal_created', points: 25, occurredAt, goalId };
}

/** What a client sends with its first goal (it records the achievement that goal earns). */
const firstGoal = (occurredAt = iso(1000)) => ({
  id: 'achievement:first_goal',
  type: 'achievement',
  points: 50,
  occurredAt,
});

describe(`gamification events over HTTP (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts empty, merges by id (first write wins) and answers the whole log', async () => {
    const { agent } = await t.signUp();
    expect((await agent.get('/api/gamification/events').expect(200)).body).toEqual({ events: [] });
    const goal = randomUUID();
    const first = created(goal, iso(60_000));
    const res = await agent
      .post('/api/gamification/events')
      .send({
        events: [
          first,
          {
            id: 'achievement:first_goal',
            type: 'achievement',
            points: 50,
            occurredAt: iso(59_000),
          },
        ],
      })
      .expect(200);
    expect(res.body.events).toEqual([
      { ...first, occurredAt: first.occurredAt },
      {
        id: 'achievement:first_goal',
        type: 'achievement',
        points: 50,
        occurredAt: expect.any(String),
        goalId: null,
      },
    ]);
    // The same id again, later: kept once, as first written.
    const again = await agent
      .post('/api/gamification/events')
      .send({ events: [created(goal, iso(0)), created(goal, iso(0))] })
      .expect(200);
    expect(again.body.events).toEqual(res.body.events);
    expect((await agent.get('/api/gamification/events').expect(200)).body).toEqual(res.body);
  });

  it('keeps a total past what the xp column holds at its ceiling, not a 500 on every later save', async () => {
    const { agent, user } = await t.signUp();
    const db = t.app.get(DataSource);
    // A log padded by hand (each post is at most 500 events): two entries of 2e9 points.
    for (const id of ['padded:1', 'padded:2']) {
      await db.query(
        'INSERT INTO `gamification_events` (`user_id`, `id`, `type`, `points`, `occurred_at`, `goal_id`, `created_at`) VALUES (?, ?, ?, ?, ?, NULL, ?)',
        [
          user.id,
          id,
          'achievement',
          2_000_000_000,
          '2026-01-01 00:00:00.000',
          '2026-01-01 00:00:00.000',
        ],
      );
    }
    await agent
      .post('/api/gamification/events')
      .send({ events: [created()] })
      .expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.xp).toBe(2_147_483_647);
    await agent
      .post('/api/daily-reflections')
      .send({
        reflectionDate: '2026-01-02',
        timeOfDay: 'morning',
        responses: { morning_intention: 'Still here.' },
      })
      .expect(201);
    expect((await agent.get('/api/auth/user').expect(200)).body.xp).toBe(2_147_483_647);
  });

  it('merges two devices of one user into one log; another user sees none of it', async () => {
    const ada = await t.signUp();
    const second = t.agent();
    await second.post('/api/login').send({ email: ada.email, password: ada.password }).expect(200);
    const a = created();
    const b = created();
    await ada.agent
      .post('/api/gamification/events')
      .send({ events: [a, firstGoal()] })
      .expect(200);
    const merged = await second
      .post('/api/gamification/events')
      .send({ events: [b, firstGoal(), a] })
      .expect(200);
    expect(merged.body.events.map((e: { id: string }) => e.id).sort()).toEqual(
      [a.id, b.id, 'achievement:first_goal'].sort(),
    );
    const bob = await t.signUp();
    expect((await bob.agent.get('/api/gamification/events').expect(200)).body.events).toEqual([]);
  });

  it("records an achievement only the union of two devices' goals earns, so xp matches the dashboard", async () => {
    const ada = await t.signUp();
    const phone = t.agent();
    await phone.post('/api/login').send({ email: ada.email, password: ada.password }).expect(200);
    // Four goals on the laptop (Goal Setter earned there), the fifth on the phone: each
    // device's replay of the merged log earns Goal Enthusiast, neither recorded it.
    const laptop = [1, 2, 3, 4].map((n) => created(randomUUID(), iso(10_000 - n * 1000)));
    await ada.agent
      .post('/api/gamification/events')
      .send({ events: [...laptop, firstGoal(iso(9000))] })
      .expect(200);
    const fifth = created(randomUUID(), iso(1000));
    const res = await phone
      .post('/api/gamification/events')
      .send({ events: [fifth, firstGoal(iso(1000))] })
      .expect(200);
    expect(res.body.events).toContainEqual({
      id: 'achievement:goal_enthusiast',
      type: 'achievement',
      points: 150,
      occurredAt: fifth.occurredAt,
      goalId: null,
    });
    const me = (await ada.agent.get('/api/auth/user').expect(200)).body;
    expect(me).toMatchObject({ xp: 5 * 25 + 50 + 150, level: 3 });
  });

  it('stores nothing it cannot validate (400 naming the event and field)', async () => {
    const { agent } = await t.signUp();
    const cases: Array<[unknown, string]> = [
      [{ ...created(), points: 1000 }, 'events.0.points must be 25'],
      [
        { id: 'reflection:abc', type: 'reflection', points: 5000, occurredAt: iso() },
        'events.0.type',
      ],
      [{ ...created(), id: 'goal_created:../../x' }, 'events.0.id'],
      [{ ...created(), occurredAt: 'soon' }, 'events.0.occurredAt'],
      [
        { id: 'achievement:champion', type: 'achievement', points: 1000, occurredAt: iso() },
        'not earned',
      ],
      [{ ...created(), type: 'goal_deleted' }, 'events.0.type must be one of'],
      [{ ...created(), points: '25' }, 'events.0.points'],
      [{ ...created(), id: { $ne: 1 } }, 'events.0.id'],
      [{ ...created(), userId: 'x' }, 'userId should not exist'],
    ];
    for (const [event, message] of cases) {
      const res = await agent.post('/api/gamification/events').send({ events: [created(), event] });
      expect({ event, status: res.status }).toEqual({ event, status: 400 });
      expect(JSON.stringify(res.body.message).replace('events.1.', 'events.0.')).toContain(message);
    }
    await agent.post('/api/gamification/events').send({}).expect(400);
    await agent.post('/api/gamification/events').send({ events: 'all' }).expect(400);
    await agent
      .post('/api/gamification/events')
      .send({ events: [[]] })
      .expect(400);
    const tooMany = Array.from({ length: 501 }, () => created());
    await agent.post('/api/gamification/events').send({ events: tooMany }).expect(400);
    expect((await agent.get('/api/gamification/events').expect(200)).body.events).toEqual([]);
  });

  it("keeps a wrong clock's events at the nearest true instant instead of refusing them", async () => {
    const { agent } = await t.signUp();
    const before = Date.now();
    const fast = created(randomUUID(), new Date(before + 3_600_000).toISOString());
    const slow = created(randomUUID(), '2001-01-01T00:00:00Z');
    // Refused, the client dropped them for good: the points the user saw earned vanished.
    const res = await agent
      .post('/api/gamification/events')
      .send({ events: [fast, slow, firstGoal('2001-01-01T00:00:01Z')] })
      .expect(200);
    const stored = res.body.events as Array<{ id: string; occurredAt: string }>;
    expect(stored.map((e) => e.id).sort()).toEqual(
      [fast.id, slow.id, 'achievement:first_goal'].sort(),
    );
    const at = (id: string) => Date.parse(stored.find((e) => e.id === id)!.occurredAt);
    expect(at(fast.id)).toBeGreaterThanOrEqual(before - 1000);
    expect(at(fast.id)).toBeLessThanOrEqual(Date.now() + 1000); // now, not an hour ahead
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    expect(at(slow.id)).toBeGreaterThanOrEqual(Date.parse(me.createdAt) - 1000); // the sign-up
    expect(me.xp).toBe(100);
  });

  it('takes 500 events at once', async () => {
    const { agent } = await t.signUp();
    // 496 goals and the four goal-count achievements they earn, as a client sends them.
    const many = [
      ...Array.from({ length: 496 }, () => created()),
      firstGoal(),
      {
        id: 'achievement:goal_enthusiast',
        type: 'achievement',
        points: 150,
        occurredAt: iso(1000),
      },
      { id: 'achievement:goal_architect', type: 'achievement', points: 300, occurredAt: iso(1000) },
      { id: 'achievement:visionary', type: 'achievement', points: 750, occurredAt: iso(1000) },
    ];
    const res = await agent.post('/api/gamification/events').send({ events: many }).expect(200);
    expect(res.body.events).toHaveLength(500);
  });

  it('serves reflection events the server wrote, which a client cannot forge', async () => {
    const { agent, user } = await t.signUp();
    const at = new Date().toISOString().replace('T', ' ').slice(0, 19);
    await t.app
      .get(DataSource)
      .query(
        'INSERT INTO gamification_events (user_id, id, type, points, occurred_at, goal_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [user.id, 'reflection:r-1', 'reflection', 35, at, null, at],
      );
    const res = await agent.get('/api/gamification/events').expect(200);
    expect(res.body.events).toEqual([
      expect.objectContaining({ id: 'reflection:r-1', type: 'reflection', points: 35 }),
    ]);
    await agent
      .post('/api/gamification/events')
      .send({
        events: [{ id: 'reflection:r-1', type: 'reflection', points: 9999, occurredAt: iso() }],
      })
      .expect(400);
  });

  it("keeps the user's xp and level equal to the whole log's points (one XP figure)", async () => {
    const { agent } = await t.signUp();
    const reflection = await agent
      .post('/api/daily-reflections')
      .send({
        reflectionDate: '2025-06-02',
        timeOfDay: 'morning',
        responses: { morning_intention: 'Walk to work', morning_gratitude: 'Sun' },
      })
      .expect(201);
    const reflectionXp = reflection.body.xpAwarded as number; // 10 + 2 x 5 + First Reflection's 25
    const goal = randomUUID();
    await agent
      .post('/api/gamification/events')
      .send({
        events: [
          created(goal, iso(3000)),
          { id: 'achievement:first_goal', type: 'achievement', points: 50, occurredAt: iso(2000) },
          {
            id: `goal_completed:${goal}`,
            type: 'goal_completed',
            points: 100,
            occurredAt: iso(1000),
            goalId: goal,
          },
          {
            id: 'achievement:first_victory',
            type: 'achievement',
            points: 100,
            occurredAt: iso(900),
          },
        ],
      })
      .expect(200);
    const log = (await agent.get('/api/gamification/events').expect(200)).body.events as Array<{
      points: number;
    }>;
    const total = log.reduce((sum, e) => sum + e.points, 0);
    expect(total).toBe(reflectionXp + 25 + 50 + 100 + 100);
    // It was the reflections' XP alone (45, level 1) beside a log of 320 (level 3).
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    expect(me).toMatchObject({ xp: total, level: 3 });

    // A second reflection adds to the same total; known events sent again add nothing.
    const evening = await agent
      .post('/api/daily-reflections')
      .send({
        reflectionDate: '2025-06-02',
        timeOfDay: 'evening',
        responses: { evening_accomplishment: 'Finished the draft' },
      })
      .expect(201);
    await agent
      .post('/api/gamification/events')
      .send({ events: [created(goal, iso(0))] })
      .expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({
      xp: total + (evening.body.xpAwarded as number),
    });
  });

  it('answers 401 signed out', async () => {
    await t.agent().get('/api/gamification/events').expect(401);
    await t.agent().post('/api/gamification/events').send({ events: [] }).expect(401);
  });
});
