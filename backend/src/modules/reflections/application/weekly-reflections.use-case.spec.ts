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
});
