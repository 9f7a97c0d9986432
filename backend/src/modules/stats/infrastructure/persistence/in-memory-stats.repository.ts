import type { GoalCounts } from '../../domain/dashboard-stats';
import { StatsRepository, type StatsUser } from '../../domain/stats.repository';

export interface StatsGoalRow {
  userId: string;
  progress: number;
  isCompleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The same questions over arrays, for use-case tests. */
export class InMemoryStatsRepository extends StatsRepository {
  readonly users = new Map<string, StatsUser>();
  readonly goals: StatsGoalRow[] = [];

  async findUser(userId: string): Promise<StatsUser | null> {
    return this.users.get(userId) ?? null;
  }
  async countGoals(userId: string): Promise<GoalCounts> {
    const mine = this.goals.filter((g) => g.userId === userId);
    return { total: mine.length, completed: mine.filter((g) => g.isCompleted).length };
  }
  async meanProgressOfGoalsActiveBetween(
    userId: string,
    start: Date,
    end: Date,
  ): Promise<number | null> {
    const active = this.goals.filter(
      (g) => g.userId === userId && g.createdAt < end && (!g.isCompleted || g.updatedAt >= start),
    );
    if (active.length === 0) return null;
    return active.reduce((n, g) => n + g.progress, 0) / active.length;
  }
}
