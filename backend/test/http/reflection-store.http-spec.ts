import { DataSource } from 'typeorm';
import { ValidationError } from '../../src/shared/domain/domain-error';
import type { DailyReflection } from '../../src/modules/reflections/domain/daily-reflection';
import {
  DailyReflectionRepository,
  RewardedReflection,
} from '../../src/modules/reflections/domain/daily-reflection.repository';
import { DuplicateReflectionError } from '../../src/modules/reflections/domain/reflection.errors';
import { startTestApp, TEST_DB, TestApp } from '../support/test-app';

/** The TypeORM adapter of daily reflections, on the real database (SQLite or MySQL). */
describe(`daily reflection store (${TEST_DB})`, () => {
  let t: TestApp;
  let store: DailyReflectionRepository;
  let db: DataSource;
  let userId: string;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(DailyReflectionRepository);
    db = t.app.get(DataSource);
    userId = String((await t.signUp()).user.id);
  });
  afterAll(async () => {
    await t.close();
  });

  function planFor(reflectionDate: string, xpAwarded = 15): () => RewardedReflection {
    n += 1;
    const now = new Date();
    const reflection: DailyReflection = {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      userId,
      reflectionDate,
      timeOfDay: 'morning',
      responses: { morning_intention: 'x' },
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    // No duplicate check here on purpose: the unique index must hold on its own.
    return () => ({ reflection, reward: { xpAwarded, achievements: [] }, xp: 999, level: 5 });
  }

  const xpOf = async () =>
    Number((await db.query('SELECT `xp` FROM `users` WHERE `id` = ?', [userId]))[0].xp);

  it('refuses a second row for the same user, date and session through the unique index', async () => {
    await store.createRewarded(userId, planFor('2025-09-01'));
    await expect(store.createRewarded(userId, planFor('2025-09-01'))).rejects.toBeInstanceOf(
      DuplicateReflectionError,
    );
    expect(await store.listForDate(userId, '2025-09-01')).toHaveLength(1);
  });

  it('rolls everything back when the plan refuses', async () => {
    const before = await xpOf();
    await expect(
      store.createRewarded(userId, () => {
        throw new ValidationError('no');
      }),
    ).rejects.toThrow('no');
    expect(await xpOf()).toBe(before);
  });

  it('writes reflection, XP and activity-log event together', async () => {
    const plan = planFor('2025-09-02', 15);
    const { reflection } = await store.createRewarded(userId, plan);
    expect(await xpOf()).toBe(999);
    const events = await db.query(
      'SELECT `points` FROM `gamification_events` WHERE `user_id` = ? AND `id` = ?',
      [userId, `reflection:${reflection.id}`],
    );
    expect(events.map((e: { points: unknown }) => Number(e.points))).toEqual([15]);
    const stored = await store.findOwned(userId, reflection.id);
    expect(stored).toMatchObject({
      reflectionDate: '2025-09-02',
      responses: { morning_intention: 'x' },
    });
    expect(stored!.createdAt.toISOString()).toBe(reflection.createdAt.toISOString());
  });

  (TEST_DB === 'sqlite' ? it : it.skip)(
    'waits for a transaction another module has open on the shared SQLite connection',
    async () => {
      const runner = db.createQueryRunner();
      await runner.startTransaction();
      await runner.query('UPDATE `users` SET `first_name` = ? WHERE `id` = ?', ['Held', userId]);
      let done = false;
      const pending = store.createRewarded(userId, planFor('2025-09-03')).then(() => {
        done = true;
      });
      await new Promise((r) => setTimeout(r, 30));
      expect(done).toBe(false); // not nested inside the other transaction
      await runner.rollbackTransaction();
      await runner.release();
      await pending;
      expect(await store.listForDate(userId, '2025-09-03')).toHaveLength(1);
    },
  );
});
