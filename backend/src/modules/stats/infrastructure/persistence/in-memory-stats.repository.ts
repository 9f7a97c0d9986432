import { StatsRepository, type StatsFigures, type StatsUser } from '../../domain/stats.repository';

export interface StatsGoalRow {
  userId: string;
  progress: number;
  isCompleted: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** When it last became completed; null while open (or, on old rows, unknown: updatedAt). */
  completedAt: Date | null;
}

/** The same questions over arrays, for use-case tests. */
export class InMemoryStatsRepository extends StatsRepository {
  readonly users = new Map<string, StatsUser>();
  readonly goals: StatsGoalRow[] = [];

  async figures(userId: string, start: Date, end: Date): Promise<StatsFigures | null> {
    const user = this.users.get(userId);
    if (!user) return null;
    const mine = this.goals.filter((g) => g.userId === userId);
    const active = mine.filter(
      (g) => g.createdAt < end && (!g.isCompleted || (g.completedAt ?? g.updatedAt) >= start),
    );
    return {
      user,
      counts: { total: mine.length, completed: mine.filter((g) => g.isCompleted).length },
      meanProgress: active.length
        ? active.reduce((n, g) => n + g.progress, 0) / active.length
        : null,
    };
  }
}
