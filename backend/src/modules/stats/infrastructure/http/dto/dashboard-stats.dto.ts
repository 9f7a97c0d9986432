import { ApiProperty } from '@nestjs/swagger';
import type { DashboardStats } from '../../../domain/dashboard-stats';

export class DashboardStatsDto {
  @ApiProperty({ example: 7, description: 'Goals not completed' }) activeGoals: number;
  @ApiProperty({ example: 3 }) completedGoals: number;
  @ApiProperty({ example: 4, description: 'The login streak in days' }) streak: number;
  @ApiProperty({ example: 30, description: 'Completed share of all goals, whole percent' })
  completion: number;
  @ApiProperty({
    example: 45,
    description:
      "Mean progress of the goals active this calendar month (in the user's time zone), whole percent",
  })
  monthlyProgress: number;

  static from(stats: DashboardStats): DashboardStatsDto {
    return {
      activeGoals: stats.activeGoals,
      completedGoals: stats.completedGoals,
      streak: stats.streak,
      completion: stats.completion,
      monthlyProgress: stats.monthlyProgress,
    };
  }
}
