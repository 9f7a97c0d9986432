import { DomainError } from '../../../shared/domain/domain-error';
import { FixedClock } from '../../../shared/domain/clock';
import { SequentialIdGenerator } from '../../../shared/domain/id-generator';
import {
  InMemoryDailyReflectionRepository,
  InMemoryReflectors,
} from '../infrastructure/persistence/in-memory-daily-reflection.repository';
import { CreateDailyReflectionUseCase } from './create-daily-reflection.use-case';
import { ListDailyReflectionsUseCase } from './list-daily-reflections.use-case';
import { UpdateDailyReflectionUseCase } from './update-daily-reflection.use-case';

function setUp(now = '2026-03-01T03:30:00Z') {
  const reflectors = new InMemoryReflectors();
  const repo = new InMemoryDailyReflectionRepository(reflectors);
  const clock = new FixedClock(now);
  const ids = new SequentialIdGenerator('r');
  const keyed = new CreateDailyReflectionUseCase(repo, clock, ids);
  return {
    reflectors,
    repo,
    clock,
    keyed,
    /** The record a create answers (without a key: never a replay). */
    create: {
      execute: async (cmd: Parameters<CreateDailyReflectionUseCase['execute']>[0]) =>
        (await keyed.execute(cmd)).record,
    },
    update: new UpdateDailyReflectionUseCase(repo, reflectors, clock),
    list: new ListDailyReflectionsUseCase(repo),
  };
}

const answer = { morning_intention: 'Focus.' };

describe('CreateDailyReflectionUseCase', () => {
  it('stores the reflection, adds XP and level to the user, and logs one reward event', async () => {
    const { reflectors, create, repo } = setUp();
    const ada = reflectors.add('ada');
    const r = await create.execute({
      userId: 'ada',
      reflectionDate: '2026-02-28',
      timeOfDay: 'morning',
      responses: { ...answer, morning_gratitude: 'Sun.' },
    });
    expect(r.reward.xpAwarded).toBe(10 + 10 + 25);
    expect(r.reflection).toMatchObject({
      id: 'r-1',
      responses: { morning_intention: 'Focus.', morning_gratitude: 'Sun.' },
      createdAt: new Date('2026-03-01T03:30:00Z'),
    });
    expect(ada).toMatchObject({ xp: 45, level: 1 });
    expect(ada.events).toEqual([
      { id: 'reflection:r-1', type: 'reflection', points: 45, occurredAt: expect.any(Date) },
    ]);
    expect([...ada.awarded.keys()]).toEqual(['first_reflection']);
    expect(await repo.listForUser('ada')).toHaveLength(1);
  });

  it('with an Idempotency-Key, the same request again answers the stored session and pays nothing more', async () => {
    const { reflectors, keyed, repo } = setUp();
    const ada = reflectors.add('ada');
    const cmd = {
      userId: 'ada',
      reflectionDate: '2026-02-28',
      timeOfDay: 'morning' as const,
      responses: answer,
    };
    const first = await keyed.execute(cmd, 'key-1');
    expect(first.replayed).toBe(false);
    expect(first.record.reward.xpAwarded).toBe(10 + 5 + 25);
    const again = await keyed.execute(cmd, 'key-1');
    expect(again.replayed).toBe(true);
    expect(again.record.reflection).toEqual(first.record.reflection);
    expect(again.record.reward).toEqual({ xpAwarded: 0, achievements: [] });
    expect(ada.xp).toBe(40);
    expect(ada.events).toHaveLength(1);
    expect(await repo.listForUser('ada')).toHaveLength(1);
    // Another key (another save) or no key for the same session is the session taken: 409.
    await expect(keyed.execute(cmd, 'key-2')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(keyed.execute(cmd)).rejects.toMatchObject({ code: 'CONFLICT' });
    // The same key with other answers names another save: the session is taken, 409.
    await expect(
      keyed.execute({ ...cmd, responses: { morning_intention: 'Other.' } }, 'key-1'),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it("uses the user's time zone for today: Tokyo may write Mar 1 while New York may not yet", async () => {
    const { reflectors, create } = setUp('2026-03-01T03:30:00Z');
    reflectors.add('ny', 'America/New_York');
    reflectors.add('tokyo', 'Asia/Tokyo');
    const cmd = {
      reflectionDate: '2026-03-01',
      timeOfDay: 'evening' as const,
      responses: { evening_lesson: 'x' },
    };
    await expect(create.execute({ ...cmd, userId: 'ny' })).rejects.toThrow(
      'reflectionDate must not be later than today (2026-02-28)',
    );
    await expect(create.execute({ ...cmd, userId: 'tokyo' })).resolves.toBeDefined();
  });

  it('pays Reflective Week on the 7th day running across the month end, in the zone of the user', async () => {
    const { reflectors, create, clock } = setUp('2026-03-01T03:30:00Z');
    const tokyo = reflectors.add('tokyo', 'Asia/Tokyo');
    const dates = [
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
    ];
    for (const reflectionDate of dates) {
      await create.execute({
        userId: 'tokyo',
        reflectionDate,
        timeOfDay: 'evening',
        responses: { evening_lesson: 'x' },
      });
    }
    clock.set('2026-03-01T03:30:00Z'); // already Mar 1 in Tokyo
    const seventh = await create.execute({
      userId: 'tokyo',
      reflectionDate: '2026-03-01',
      timeOfDay: 'evening',
      responses: { evening_lesson: 'x' },
    });
    expect(seventh.reward.achievements.map((a) => a.id)).toEqual([
      'evening_review',
      'reflective_week',
    ]);
    expect(tokyo.awarded.has('reflective_week')).toBe(true);
  });

  it('refuses a second create of the same date and session with CONFLICT, paying nothing', async () => {
    const { reflectors, create } = setUp();
    const ada = reflectors.add('ada');
    const cmd = {
      userId: 'ada',
      reflectionDate: '2026-02-20',
      timeOfDay: 'morning' as const,
      responses: answer,
    };
    await create.execute(cmd);
    const xp = ada.xp;
    await expect(create.execute(cmd)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(ada.xp).toBe(xp);
    expect(ada.events).toHaveLength(1);
  });

  it('refuses invalid responses before touching anything', async () => {
    const { reflectors, create } = setUp();
    const ada = reflectors.add('ada');
    await expect(
      create.execute({
        userId: 'ada',
        reflectionDate: '2026-02-20',
        timeOfDay: 'morning',
        responses: { evening_lesson: 'x' },
      }),
    ).rejects.toBeInstanceOf(DomainError);
    expect(ada.xp).toBe(0);
  });
});

describe('UpdateDailyReflectionUseCase', () => {
  it('rewrites answers, awards nothing, and moves the updatedAt only', async () => {
    const { reflectors, create, update, clock } = setUp();
    const ada = reflectors.add('ada');
    const { reflection } = await create.execute({
      userId: 'ada',
      reflectionDate: '2026-02-20',
      timeOfDay: 'morning',
      responses: answer,
    });
    const xp = ada.xp;
    clock.advance(60_000);
    const updated = await update.execute({
      userId: 'ada',
      id: reflection.id,
      responses: { morning_learning: 'Listen.' },
    });
    expect(updated).toMatchObject({
      responses: { morning_learning: 'Listen.' },
      createdAt: reflection.createdAt,
      updatedAt: new Date('2026-03-01T03:31:00Z'),
    });
    expect(ada.xp).toBe(xp);
    expect(ada.events).toHaveLength(1);
  });

  it("answers NOT_FOUND for another user's reflection", async () => {
    const { reflectors, create, update } = setUp();
    reflectors.add('ada');
    reflectors.add('bob');
    const { reflection } = await create.execute({
      userId: 'ada',
      reflectionDate: '2026-02-20',
      timeOfDay: 'morning',
      responses: answer,
    });
    await expect(
      update.execute({ userId: 'bob', id: reflection.id, responses: answer }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses moving a reflection onto a taken session or into the future', async () => {
    const { reflectors, create, update } = setUp();
    reflectors.add('ada');
    await create.execute({
      userId: 'ada',
      reflectionDate: '2026-02-20',
      timeOfDay: 'morning',
      responses: answer,
    });
    const { reflection } = await create.execute({
      userId: 'ada',
      reflectionDate: '2026-02-21',
      timeOfDay: 'morning',
      responses: answer,
    });
    await expect(
      update.execute({
        userId: 'ada',
        id: reflection.id,
        reflectionDate: '2026-02-20',
        responses: answer,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      update.execute({
        userId: 'ada',
        id: reflection.id,
        reflectionDate: '2026-03-05',
        responses: answer,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});

describe('ListDailyReflectionsUseCase', () => {
  it('lists newest first, or one date', async () => {
    const { reflectors, create, list } = setUp();
    reflectors.add('ada');
    for (const [reflectionDate, timeOfDay] of [
      ['2026-02-01', 'morning'],
      ['2026-02-02', 'morning'],
      ['2026-02-02', 'evening'],
    ] as const) {
      const responses = timeOfDay === 'morning' ? answer : { evening_lesson: 'x' };
      await create.execute({ userId: 'ada', reflectionDate, timeOfDay, responses });
    }
    const all = await list.execute('ada');
    expect(all.map((r) => `${r.reflectionDate} ${r.timeOfDay}`)).toEqual([
      '2026-02-02 evening',
      '2026-02-02 morning',
      '2026-02-01 morning',
    ]);
    expect((await list.execute('ada', '2026-02-01')).map((r) => r.id)).toEqual(['r-1']);
    expect(await list.execute('nobody')).toEqual([]);
  });

  it('pages the journal in the same order, with the cursor of the next page', async () => {
    const { reflectors, create, list } = setUp();
    reflectors.add('ada');
    reflectors.add('bob');
    for (const [userId, reflectionDate, timeOfDay] of [
      ['ada', '2026-02-01', 'morning'],
      ['ada', '2026-02-02', 'morning'],
      ['ada', '2026-02-02', 'evening'],
      ['bob', '2026-02-02', 'evening'],
    ] as const) {
      const responses = timeOfDay === 'morning' ? answer : { evening_lesson: 'x' };
      await create.execute({ userId, reflectionDate, timeOfDay, responses });
    }
    const first = await list.page('ada', 2);
    expect(first.reflections.map((r) => `${r.reflectionDate} ${r.timeOfDay}`)).toEqual([
      '2026-02-02 evening',
      '2026-02-02 morning',
    ]);
    expect(first.nextBefore).toBe('2026-02-02:morning');
    const second = await list.page('ada', 2, {
      reflectionDate: '2026-02-02',
      timeOfDay: 'morning',
    });
    expect(second.reflections.map((r) => r.id)).toEqual(['r-1']);
    expect(second.nextBefore).toBeNull();
    expect((await list.page('bob')).reflections).toHaveLength(1);
  });
});
