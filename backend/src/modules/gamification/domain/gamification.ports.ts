import type { GamificationEvent } from './gamification-event';

/** Port: the stored activity logs, one per user. */
export abstract class GamificationEventRepository {
  /** The user's whole log, oldest first. */
  abstract listForUser(userId: string): Promise<GamificationEvent[]>;
  /**
   * Stores the events whose ids the user does not have yet (known ids are left as they
   * are) and, in the same transaction, sets the owner's `xp` to the whole log's points
   * and `level` to its level, so the user record and the log never show two totals
   * (decisions §6).
   */
  abstract addIfAbsent(
    userId: string,
    events: readonly GamificationEvent[],
    now: Date,
  ): Promise<void>;
}

export interface Player {
  timeZone: string;
  joinedAt: Date;
}

/** Port: what the log's rules need to know about its owner (read from the users table). */
export abstract class PlayerDirectory {
  abstract find(userId: string): Promise<Player | null>;
}
