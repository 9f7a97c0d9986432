import type { ActivityEvent } from '../../../shared/domain/activity-log';
import type { DailyReflection, JournalCursor } from './daily-reflection';
import type { ReflectionDay, ReflectionReward } from './reflection-rewards';

/** What the rules need to know about the user when a reflection is created. */
export interface ReflectorSnapshot {
  timezone: string;
  xp: number;
  /** Every reflection the user has so far (before this one). */
  history: ReflectionDay[];
  /** Ids of the reflection achievements already awarded. */
  awarded: Set<string>;
  /**
   * The user's activity log (decisions.md §6) before this reflection: what the spec's
   * achievements (On Fire!, Unstoppable...) are counted on, as the client counts them.
   */
  log: ActivityEvent[];
}

/** What a create writes: the reflection, the reward, and the user's new XP and level. */
export interface RewardedReflection {
  reflection: DailyReflection;
  /** What the save answers: all the XP it added to the user and every achievement it earned. */
  reward: ReflectionReward;
  xp: number;
  level: number;
  /**
   * The spec's achievements (§9) that the activity log earns once this reflection's reward
   * is in it and does not record yet (`owedAchievements`: a third day in a row earns On
   * Fire!), as the `achievement:<id>` events that record them. They are in `reward` too
   * (listed, and their points in `xpAwarded`), but not in the reflection's own log event,
   * and they are not reflection achievements.
   */
  logAchievements?: ActivityEvent[];
}

/** The points of the reflection's own log event: the reward less the log's achievements. */
export function reflectionEventPoints(r: RewardedReflection): number {
  return r.reward.xpAwarded - (r.logAchievements ?? []).reduce((sum, e) => sum + e.points, 0);
}

/** A reflection achievement the user has been awarded, and when. */
export interface AwardedAchievement {
  achievementId: string;
  awardedAt: Date;
}

/** The id of the reward's entry in the player's activity log (decisions.md §6). */
export function rewardEventId(reflectionId: string): string {
  return `reflection:${reflectionId}`;
}

/** One page of the journal, and whether more reflections follow it. */
export interface JournalPage {
  reflections: DailyReflection[];
  more: boolean;
}

/** Port: where daily reflections (and their rewards) are kept. */
export abstract class DailyReflectionRepository {
  /** All of the user's reflections, newest date first (evening before morning). */
  abstract listForUser(userId: string): Promise<DailyReflection[]>;
  /**
   * At most `limit` of the user's reflections in the journal's order (`compareJournal`),
   * starting after `after` (from the first when absent). Read through the unique index on
   * user, date and session, so a page costs the same after years of entries.
   */
  abstract listPage(userId: string, limit: number, after?: JournalCursor): Promise<JournalPage>;
  /** The user's reflections of one calendar date (at most one per session). */
  abstract listForDate(userId: string, reflectionDate: string): Promise<DailyReflection[]>;
  abstract findOwned(userId: string, id: string): Promise<DailyReflection | null>;
  /** The reflection achievements awarded to the user, oldest first. */
  abstract listAwarded(userId: string): Promise<AwardedAchievement[]>;
  /**
   * Saves new date, session and responses where the reflection is the user's and
   * its stored version is still `expectedVersion` (one conditional UPDATE); false
   * when no row matched. DuplicateReflectionError when the pair is taken.
   */
  abstract update(reflection: DailyReflection, expectedVersion: number): Promise<boolean>;
  /**
   * Deletes the reflection where it is the user's; false when no row matched. The XP and
   * achievements it earned stay earned, as a deleted goal's do (its `reflection:<id>`
   * entry stays in the activity log).
   */
  abstract deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean>;
  /**
   * In one transaction, with the user's row locked: reads the user's snapshot, calls
   * `plan` (synchronous; it may throw a DomainError, which rolls everything back),
   * inserts the reflection (the unique index on user, date and session makes a
   * duplicate a DuplicateReflectionError), records the new reflection achievements once,
   * sets the user's XP and level, and writes the reward into the activity log as event
   * `reflection:<id>` and the log's achievements it earned (`logAchievements`) as theirs.
   */
  abstract createRewarded(
    userId: string,
    plan: (snapshot: ReflectorSnapshot) => RewardedReflection,
  ): Promise<RewardedReflection>;
}
