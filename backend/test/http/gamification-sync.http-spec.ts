import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ACHIEVEMENT_RULES } from '../../src/shared/domain/activity-log';
import { localDate } from '../../src/shared/domain/calendar';
import { Clock } from '../../src/shared/domain/clock';
import { REFLECTION_ACHIEVEMENTS } from '../../src/modules/reflections/domain/reflection-rewards';
import { startTestApp, TEST_DB, type TestAgent, type TestApp } from '../support/test-app';

const ZONE = 'America/New_York'; // every new user's zone

/**
 * The activity log's totals never depend on a client (review r5 item 1): a reflection
 * saved on a third day in a row earns On Fire! on the server, in the save's transaction.
 * And syncing costs what changed (item 3): the log's ETag and 304, and a POST that reads
 * the log once.
 */
describe(`activity log sync (${TEST_DB})`, () => {
  let t: TestApp;
  let db: DataSource;
  let queries: string[] = [];
  let counting = false;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    const logger = db.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, runner) => {
      if (counting) queries.push(query);
      return original(query, parameters, runner);
    };
  });
  afterAll(async () => {
    await t.close();
  });

  /** The SQL the app sent to the database while `run` ran (TypeORM's logger sees it all). */
  async function sqlOf(run: () => Promise<unknown>): Promise<string[]> {
    queries = [];
    counting = true;
    try {
      await run();
    } finally {
      counting = false;
    }
    return queries;
  }

  /** Saves a morning session with the server's clock at `instant` (the profile's day then). */
  async function reflectAt(agent: TestAgent, instant: number, timeOfDay = 'morning') {
    const clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(instant));
    try {
      const key = timeOfDay === 'morning' ? 'morning_intention' : 'evening_accomplishment';
      const res = await agent.post('/api/daily-reflections').send({
        reflectionDate: localDate(new Date(instant), ZONE),
        timeOfDay,
        responses: { [key]: 'Keep going.' },
      });
      if (res.status !== 201) throw new Error(`reflection: ${res.status} ${res.text}`);
      return res.body as {
        id: string;
        xpAwarded: number;
        achievements: Array<{ id: string; title: string; xpReward: number; tier: string }>;
      };
    } finally {
      clock.mockRestore();
    }
  }

  async function logOf(userId: unknown) {
    const rows: Array<Record<string, unknown>> = await db.query(
      'SELECT `id`, `type`, `points` FROM `gamification_events` WHERE `user_id` = ?',
      [userId],
    );
    return rows
      .map((r) => ({ id: String(r.id), type: String(r.type), points: Number(r.points) }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }
  async function xpOf(userId: unknown) {
    const [row] = await db.query('SELECT `xp`, `level` FROM `users` WHERE `id` = ?', [userId]);
    return { xp: Number(row.xp), level: Number(row.level) };
  }
  const sum = (log: Array<{ points: number }>) => log.reduce((s, e) => s + e.points, 0);

  /** Noon in New York, `n` days from tomorrow: consecutive dates in the profile's zone. */
  const day = (n: number) => {
    const d = new Date();
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1 + n, 16);
  };

  describe('a reflection that makes a streak', () => {
    it('the achievements a save can earn are the nine of spec §9 and the six of decisions §6, none shared', () => {
      const log = ACHIEVEMENT_RULES.map((r) => r.id);
      const reflection: string[] = REFLECTION_ACHIEVEMENTS.map((a) => a.id);
      expect(log).toEqual([
        'first_goal',
        'goal_enthusiast',
        'goal_architect',
        'visionary',
        'first_victory',
        'achiever',
        'champion',
        'on_fire',
        'unstoppable',
      ]);
      expect(log.filter((id) => reflection.includes(id))).toEqual([]);
      expect(ACHIEVEMENT_RULES.find((r) => r.id === 'on_fire')).toMatchObject({
        title: 'On Fire!',
        points: 200,
        rarity: 'rare',
        measure: 'longestStreak',
        threshold: 3,
      });
    });

    it('records On Fire! on the third day in a row, in xp and in the answer, with no sync from a client', async () => {
      const { agent, user } = await t.signUp();
      const first = await reflectAt(agent, day(0));
      expect(first.achievements.map((a) => a.id)).toEqual(['first_reflection']);
      const second = await reflectAt(agent, day(1));
      expect(second).toMatchObject({ xpAwarded: 15, achievements: [] });

      const third = await reflectAt(agent, day(2));
      // decisions §9: all XP this save added to the user, achievement rewards included.
      expect(third.xpAwarded).toBe(10 + 5 + 200);
      expect(third.achievements).toEqual([
        {
          id: 'on_fire',
          title: 'On Fire!',
          description: 'Active 3 days in a row',
          xpReward: 200,
          tier: 'rare',
        },
      ]);
      const log = await logOf(user.id);
      expect(log).toEqual(
        [
          { id: 'achievement:on_fire', type: 'achievement', points: 200 },
          { id: `reflection:${first.id}`, type: 'reflection', points: 10 + 5 + 25 },
          { id: `reflection:${second.id}`, type: 'reflection', points: 15 },
          { id: `reflection:${third.id}`, type: 'reflection', points: 15 },
        ].sort((a, b) => (a.id < b.id ? -1 : 1)),
      );
      // The user record and the log show one total; the GET shows the same log.
      expect(await xpOf(user.id)).toEqual({ xp: sum(log), level: 2 });
      expect(sum(log)).toBe(first.xpAwarded + second.xpAwarded + third.xpAwarded);
      const served = (await agent.get('/api/gamification/events').expect(200)).body.events;
      expect(served.map((e: { id: string }) => e.id).sort()).toEqual(log.map((e) => e.id));
      expect((await agent.get('/api/auth/user').expect(200)).body.xp).toBe(sum(log));
      // It is a log achievement, not a reflection achievement: listed once on the dashboard.
      const listed = (await agent.get('/api/daily-reflections/achievements').expect(200)).body;
      expect(listed.map((a: { id: string }) => a.id)).toEqual(['first_reflection']);
    });

    it('pays each achievement once: not again for a client that sends it, nor on the next saves', async () => {
      const { agent, user } = await t.signUp();
      for (let n = 0; n < 3; n++) await reflectAt(agent, day(n));
      const before = await xpOf(user.id);
      // A client that earned it in its own replay sends it too: first write wins.
      await agent
        .post('/api/gamification/events')
        .send({
          events: [
            {
              id: 'achievement:on_fire',
              type: 'achievement',
              points: 200,
              occurredAt: new Date().toISOString(),
            },
          ],
        })
        .expect(200);
      expect(await xpOf(user.id)).toEqual(before);
      const evening = await reflectAt(agent, day(2) + 3_600_000, 'evening');
      expect(evening.achievements.map((a) => a.id)).toEqual(['full_day']);
      // Seven days running: Unstoppable, once; On Fire! is not paid again.
      const saves = [];
      for (let n = 3; n < 8; n++) saves.push(await reflectAt(agent, day(n)));
      // The seventh day: Unstoppable beside the reflection achievements of seven mornings and
      // seven days running (the reflection ones first, as the answer lists them).
      expect(saves.map((s) => s.achievements.map((a) => a.id))).toEqual([
        [],
        [],
        [],
        ['morning_ritual', 'reflective_week', 'unstoppable'],
        [],
      ]);
      expect(saves[3].xpAwarded).toBe(10 + 5 + 150 + 400 + 500);
      const log = await logOf(user.id);
      expect(log.filter((e) => e.type === 'achievement').map((e) => e.id)).toEqual([
        'achievement:on_fire',
        'achievement:unstoppable',
      ]);
      expect((await xpOf(user.id)).xp).toBe(sum(log));
    });

    it('records with the save an achievement the log earns and lacks (a goal written before the server recorded them)', async () => {
      const { agent, user } = await t.signUp();
      // A log from before the server recorded owed achievements: a goal, no Goal Setter.
      const at = '2026-01-01 10:00:00.000';
      await db.query(
        'INSERT INTO `gamification_events` (`user_id`, `id`, `type`, `points`, `occurred_at`, `goal_id`, `created_at`) VALUES (?, ?, ?, ?, ?, NULL, ?)',
        [user.id, `goal_created:${randomUUID()}`, 'goal_created', 25, at, at],
      );
      await db.query('UPDATE `users` SET `xp` = 25 WHERE `id` = ?', [user.id]);
      const saved = await reflectAt(agent, day(0));
      expect(saved.achievements.map((a) => a.id)).toEqual(['first_reflection', 'first_goal']);
      expect(saved.xpAwarded).toBe(10 + 5 + 25 + 50);
      const log = await logOf(user.id);
      expect(log.filter((e) => e.type === 'achievement')).toEqual([
        { id: 'achievement:first_goal', type: 'achievement', points: 50 },
      ]);
      expect((await xpOf(user.id)).xp).toBe(sum(log));
      // The next save owes nothing more.
      expect((await reflectAt(agent, day(0) + 3_600_000, 'evening')).achievements).toEqual([
        expect.objectContaining({ id: 'full_day' }),
      ]);
      expect((await xpOf(user.id)).xp).toBe(sum(await logOf(user.id)));
    });
  });

  describe('GET /api/gamification/events: ETag and 304', () => {
    const goal = () => {
      const goalId = randomUUID();
      return {
        id: `goal_created:${goalId}`,
        type: 'goal_created',
        points: 25,
        occurredAt: new Date().toISOString(),
        goalId,
      };
    };

    it('answers 304 without a body while the log is unchanged, and the new log once it changes', async () => {
      const { agent } = await t.signUp();
      const empty = await agent.get('/api/gamification/events').expect(200);
      expect(empty.body).toEqual({ events: [] });
      const tag0 = empty.headers.etag as string;
      expect(tag0).toMatch(/^"log-[0-9a-f]{12}-0"$/);
      const unchanged = await agent
        .get('/api/gamification/events')
        .set('If-None-Match', tag0)
        .expect(304);
      expect(unchanged.text ?? '').toBe('');
      expect(unchanged.headers.etag).toBe(tag0);
      expect(unchanged.headers['cache-control']).toBe('no-store');

      // The POST answers the merged log with its new version (goal + Goal Setter).
      const posted = await agent
        .post('/api/gamification/events')
        .send({ events: [goal()] })
        .expect(200);
      const tag2 = posted.headers.etag as string;
      expect(tag2).toMatch(/^"log-[0-9a-f]{12}-2"$/);
      const changed = await agent
        .get('/api/gamification/events')
        .set('If-None-Match', tag0)
        .expect(200);
      expect(changed.body).toEqual(posted.body);
      expect(changed.headers.etag).toBe(tag2);
      // The tag a browser sends itself comes with Cache-Control: no-cache; still 304.
      await agent
        .get('/api/gamification/events')
        .set('If-None-Match', tag2)
        .set('Cache-Control', 'no-cache')
        .set('Pragma', 'no-cache')
        .expect(304);
      await agent
        .get('/api/gamification/events')
        .set('If-None-Match', `"other", W/${tag2}`)
        .expect(304);

      // A reflection's reward is a change of the log too.
      await agent
        .post('/api/daily-reflections')
        .send({
          reflectionDate: '2026-01-05',
          timeOfDay: 'morning',
          responses: { morning_intention: 'Write.' },
        })
        .expect(201);
      const after = await agent
        .get('/api/gamification/events')
        .set('If-None-Match', tag2)
        .expect(200);
      expect(after.body.events).toHaveLength(3);
      expect(after.headers.etag).toMatch(/-3"$/);
    });

    it("never answers 304 to another user's tag, even at the same version", async () => {
      const ada = await t.signUp();
      const bob = await t.signUp();
      const adaTag = (await ada.agent.get('/api/gamification/events').expect(200)).headers.etag;
      const bobTag = (await bob.agent.get('/api/gamification/events').expect(200)).headers.etag;
      expect(adaTag).not.toBe(bobTag);
      const res = await bob.agent
        .get('/api/gamification/events')
        .set('If-None-Match', adaTag as string)
        .expect(200);
      expect(res.body).toEqual({ events: [] });
      await bob.agent.get('/api/gamification/events').set('If-None-Match', 'garbage').expect(200);
    });

    it('costs at most 2 queries, changed or not (the session and one read of version and log)', async () => {
      const { agent } = await t.signUp();
      await agent
        .post('/api/gamification/events')
        .send({ events: [goal(), goal(), goal()] })
        .expect(200);
      const first = await agent.get('/api/gamification/events').expect(200);
      const tag = first.headers.etag as string;
      const unchanged = await sqlOf(() =>
        agent.get('/api/gamification/events').set('If-None-Match', tag).expect(304),
      );
      expect(unchanged.length).toBeLessThanOrEqual(2);
      const stale = await sqlOf(() =>
        agent
          .get('/api/gamification/events')
          .set('If-None-Match', tag.replace(/-\d+"$/, '-1"'))
          .expect(200),
      );
      expect(stale.length).toBeLessThanOrEqual(2);
    });
  });

  describe('POST /api/gamification/events', () => {
    it('reads the log once (no second read, no SUM over it) and answers the merged log', async () => {
      const { agent } = await t.signUp();
      const ids = Array.from({ length: 6 }, () => randomUUID());
      const event = (goalId: string) => ({
        id: `goal_created:${goalId}`,
        type: 'goal_created',
        points: 25,
        occurredAt: new Date().toISOString(),
        goalId,
      });
      await agent
        .post('/api/gamification/events')
        .send({ events: ids.slice(0, 4).map(event) })
        .expect(200);
      await agent.get('/api/auth/user').expect(200); // the day's visit, counted before
      let answer: { body: { events: Array<{ id: string }> }; headers: Record<string, string> };
      const sql = await sqlOf(async () => {
        answer = await agent
          .post('/api/gamification/events')
          .send({ events: ids.slice(3).map(event) })
          .expect(200);
      });
      const readsOfLog = sql.filter((q) => /^\s*SELECT/i.test(q) && /gamification_events/.test(q));
      expect(readsOfLog).toHaveLength(1);
      expect(sql.filter((q) => /SUM\(/i.test(q))).toEqual([]);
      // 6 goals, Goal Setter and Goal Enthusiast (the fifth goal, owed by the server).
      expect(answer!.body.events.map((e) => e.id)).toContain('achievement:goal_enthusiast');
      expect(answer!.body.events).toHaveLength(8);
      expect(answer!.headers.etag).toMatch(/-8"$/);
      const served = await agent.get('/api/gamification/events').expect(200);
      expect(served.body).toEqual(answer!.body);
    });
  });
});
