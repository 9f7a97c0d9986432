import { FixedClock } from '../../../shared/domain/clock';
import { InMemoryStatsRepository } from '../infrastructure/persistence/in-memory-stats.repository';
import { GetDashboardStatsUseCase } from './get-dashboard-stats.use-case';

describe('GetDashboardStatsUseCase', () => {
  const setup = () => {
    const repo = new InMemoryStatsRepository();
    const clock = new FixedClock('2026-03-15T12:00:00Z');
    repo.users.set('ada', { currentStreak: 4, timezone: 'America/New_York' });
    return { repo, useCase: new GetDashboardStatsUseCase(repo, clock) };
  };
  /** A goal; a completed one was completed at `completed` (and last changed then too). */
  const goal = (
    progress: number,
    isCompleted: boolean,
    created: string,
    completed = created,
    updated = completed,
  ) => ({
    userId: 'ada',
    progress,
    isCompleted,
    createdAt: new Date(created),
    updatedAt: new Date(updated),
    completedAt: isCompleted ? new Date(completed) : null,
  });

  it('answers zeros and the login streak for a user without goals', async () => {
    const { useCase } = setup();
    expect(await useCase.execute('ada')).toEqual({
      activeGoals: 0,
      completedGoals: 0,
      streak: 4,
      completion: 0,
      monthlyProgress: 0,
    });
  });

  it('counts goals and averages the progress of the goals active this month', async () => {
    const { repo, useCase } = setup();
    repo.goals.push(
      goal(20, false, '2026-01-10T00:00:00Z'), // open since January: active
      goal(100, true, '2026-01-10T00:00:00Z', '2026-03-02T00:00:00Z'), // completed this month
      goal(100, true, '2026-01-10T00:00:00Z', '2026-02-20T00:00:00Z'), // finished in February
      goal(60, false, '2026-03-14T00:00:00Z'),
      { ...goal(90, false, '2026-03-14T00:00:00Z'), userId: 'bob' },
    );
    expect(await useCase.execute('ada')).toEqual({
      activeGoals: 2,
      completedGoals: 2,
      streak: 4,
      completion: 50,
      monthlyProgress: 60, // (20 + 100 + 60) / 3
    });
  });

  it('leaves out a goal completed in an earlier month that was edited this month', async () => {
    const { repo, useCase } = setup();
    repo.goals.push(
      // Completed in February, its description edited in March: not this month's.
      goal(100, true, '2026-01-10T00:00:00Z', '2026-02-20T00:00:00Z', '2026-03-03T00:00:00Z'),
      goal(20, false, '2026-01-10T00:00:00Z'),
    );
    expect((await useCase.execute('ada')).monthlyProgress).toBe(20);
  });

  it('refuses a user that no longer exists', async () => {
    const { useCase } = setup();
    await expect(useCase.execute('ghost')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
