import type { GamificationEvent } from './gamification-event';

/**
 * A user's log and its version. The log only grows (an event is never changed nor
 * removed: first write wins, and a deleted goal or reflection keeps its events), so the
 * number of its events is its version: any change to it changes that number.
 */
export interface LogState {
  version: number;
  /** The whole log, oldest first. */
  events: GamificationEvent[];
}

/** What a read answers: the version, and the log unless it is still the version named. */
export interface LogRead {
  version: number;
  /** The whole log, oldest first; null when it is still at the version the reader named. */
  events: GamificationEvent[] | null;
}

/** The owner of a log, and the log, as a merge reads them (under the owner's lock). */
export interface PlayerLog {
  timeZone: string;
  /** The account's creation: nothing can have happened before it. */
  joinedAt: Date;
  events: GamificationEvent[];
}

/** Port: the stored activity logs, one per user. */
export abstract class GamificationEventRepository {
  /**
   * The user's log and its version in one query; the log is left out (null) when its
   * version is `unlessVersion` (a conditional read that found nothing new).
   */
  abstract read(userId: string, unlessVersion?: number): Promise<LogRead>;
  /**
   * In one transaction, with the owner's row locked first (the reflections module's
   * writer locks it too, so the two writers take turns): reads the owner and the log
   * once, calls `plan` with them (null when the user is gone; it may throw, which
   * changes nothing), stores the events it answers whose ids the log does not have yet,
   * and sets the owner's `xp` to the whole log's points and `level` to its level, so
   * the user record and the log never show two totals (decisions §6). Answers the log
   * after the merge and its version.
   */
  abstract merge(
    userId: string,
    now: Date,
    plan: (current: PlayerLog | null) => GamificationEvent[],
  ): Promise<LogState>;
}
