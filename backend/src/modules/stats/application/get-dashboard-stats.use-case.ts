import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import {
  completionRate,
  currentMonthWindow,
  roundedMean,
  type DashboardStats,
} from '../domain/dashboard-stats';
import { StatsRepository } from '../domain/stats.repository';

@Injectable()
export class GetDashboardStatsUseCase {
  constructor(
    private readonly stats: StatsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * `zoneHint` is the time zone the caller believes the user has (the
   * session's); the month window is computed in it and the figures read in
   * one query. When the stored zone differs, they are read again in that zone.
   */
  async execute(userId: string, zoneHint?: string): Promise<DashboardStats> {
    const now = this.clock.now();
    const read = (zone: string) => {
      const { start, end } = currentMonthWindow(now, zone);
      return this.stats.figures(userId, start, end);
    };
    const guess = zoneHint ?? 'UTC';
    let figures = await read(guess);
    if (figures && figures.user.timezone !== guess) figures = await read(figures.user.timezone);
    if (!figures) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
    const { user, counts, meanProgress } = figures;
    return {
      activeGoals: counts.total - counts.completed,
      completedGoals: counts.completed,
      streak: user.currentStreak,
      completion: completionRate(counts),
      monthlyProgress: roundedMean(meanProgress),
    };
  }
}
