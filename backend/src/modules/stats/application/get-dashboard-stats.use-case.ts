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

  async execute(userId: string): Promise<DashboardStats> {
    const user = await this.stats.findUser(userId);
    if (!user) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
    const { start, end } = currentMonthWindow(this.clock.now(), user.timezone);
    const [counts, mean] = await Promise.all([
      this.stats.countGoals(userId),
      this.stats.meanProgressOfGoalsActiveBetween(userId, start, end),
    ]);
    return {
      activeGoals: counts.total - counts.completed,
      completedGoals: counts.completed,
      streak: user.currentStreak,
      completion: completionRate(counts),
      monthlyProgress: roundedMean(mean),
    };
  }
}
