import type { GoalCounts } from './dashboard-stats';

export interface StatsUser {
  currentStreak: number;
  timezone: string;
}

/**
 * Port: the figures behind the dashboard, computed by the database (counts and
 * averages), never by loading every goal.
 */
export abstract class StatsRepository {
  abstract findUser(userId: string): Promise<StatsUser | null>;
  abstract countGoals(userId: string): Promise<GoalCounts>;
  /**
   * Mean progress of the user's goals active in [start, end): created before
   * `end`, and either still open or last changed at or after `start` (so a goal
   * completed this month counts, one finished earlier does not). Null when none.
   */
  abstract meanProgressOfGoalsActiveBetween(
    userId: string,
    start: Date,
    end: Date,
  ): Promise<number | null>;
}
