import type { GoalCounts } from './dashboard-stats';

export interface StatsUser {
  currentStreak: number;
  timezone: string;
}

/** Everything the dashboard shows, read at once. */
export interface StatsFigures {
  user: StatsUser;
  counts: GoalCounts;
  /**
   * Mean progress of the user's goals active in [start, end): created before
   * `end`, and either still open or completed at or after `start` (so a goal
   * completed this month counts, one finished earlier does not, even when edited
   * since). Null when none.
   */
  meanProgress: number | null;
}

/**
 * Port: the figures behind the dashboard, computed by the database (counts and
 * averages) in one query, never by loading every goal. Null when the user is gone.
 */
export abstract class StatsRepository {
  abstract figures(userId: string, start: Date, end: Date): Promise<StatsFigures | null>;
}
