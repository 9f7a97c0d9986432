import { FixedClock } from '../../../shared/domain/clock';
import { SequentialIdGenerator } from '../../../shared/domain/id-generator';
import { InMemoryReflectors } from '../infrastructure/persistence/in-memory-daily-reflection.repository';
import { InMemoryWeeklyReflectionRepository } from '../infrastructure/persistence/in-memory-weekly-reflection.repository';
import {
  CreateWeeklyReflectionUseCase,
  ListWeeklyReflectionsUseCase,
} from './weekly-reflections.use-case';

describe('weekly reflections', () => {
  const setUp = () => {
    const repo = new InMemoryWeeklyReflectionRepository();
    const users = new InMemoryReflectors();
    users.add('ada', 'Asia/Tokyo');
    const clock = new FixedClock('2026-03-01T03:30:00Z');
    return {
      create: new CreateWeeklyReflectionUseCase(repo, users, clock, new SequentialIdGenerator('w')),
      list: new ListWeeklyReflectionsUseCase(repo),
    };
  };

  it("dates a review today in the user's zone by default and lists newest first", async () => {
    const { create, list } = setUp();
    const { record: first } = await create.execute({
      userId: 'ada',
      type: 'weekly',
      accomplishments: 'Ran.',
      challenges: ' ',
    });
    expect(first).toMatchObject({
      date: '2026-03-01',
      accomplishments: 'Ran.',
      challenges: null,
      insights: null,
    });
    await create.execute({ userId: 'ada', type: 'weekly', insights: 'Rest.', date: '2026-02-01' });
    expect((await list.execute('ada')).map((r) => r.date)).toEqual(['2026-03-01', '2026-02-01']);
    expect(await list.execute('bob')).toEqual([]);
  });

  it('needs at least one answer and a date that is not in the future', async () => {
    const { create } = setUp();
    await expect(
      create.execute({ userId: 'ada', type: 'weekly', insights: '   ' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(
      create.execute({ userId: 'ada', type: 'weekly', insights: 'x', date: '2026-03-02' }),
    ).rejects.toThrow('date must not be later than today (2026-03-01)');
    await expect(
      create.execute({ userId: 'gone', type: 'weekly', insights: 'x' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('pages the reviews in the same order, with the cursor of the next page', async () => {
    const repo = new InMemoryWeeklyReflectionRepository();
    const list = new ListWeeklyReflectionsUseCase(repo);
    const review = (id: string, userId: string, date: string, createdAt: string) => ({
      id,
      userId,
      type: 'weekly' as const,
      accomplishments: id,
      challenges: null,
      nextWeek: null,
      insights: null,
      date,
      createdAt: new Date(createdAt),
    });
    // Two of one date written in one millisecond: the greater id first.
    repo.rows.push(
      review('a1', 'ada', '2026-02-01', '2026-02-01T10:00:00.000Z'),
      review('a2', 'ada', '2026-02-08', '2026-02-08T10:00:00.000Z'),
      review('a3', 'ada', '2026-02-08', '2026-02-09T10:00:00.000Z'),
      review('a4', 'ada', '2026-02-08', '2026-02-09T10:00:00.000Z'),
      review('b1', 'bob', '2026-02-08', '2026-02-08T10:00:00.000Z'),
    );
    const all = (await list.execute('ada')).map((r) => r.id);
    expect(all).toEqual(['a4', 'a3', 'a2', 'a1']);
    const first = await list.page('ada', 2);
    expect(first.reflections.map((r) => r.id)).toEqual(['a4', 'a3']);
    expect(first.nextBefore).toBe('2026-02-08_2026-02-09T10:00:00.000Z_a3');
    const second = await list.page('ada', 2, {
      date: '2026-02-08',
      createdAt: new Date('2026-02-09T10:00:00.000Z'),
      id: 'a3',
    });
    expect(second.reflections.map((r) => r.id)).toEqual(['a2', 'a1']);
    expect(second.nextBefore).toBeNull();
    expect((await list.page('bob')).reflections.map((r) => r.id)).toEqual(['b1']);
  });
});
