import type { GamificationEvent, EventType } from './activity-log';
import {
  ACHIEVEMENTS,
  advanceStreak,
  levelForPoints,
  localDate,
  type AchievementIcon,
  type Rarity,
} from './rules';

/** Spec §3 "Earned achievement". */
export interface EarnedAchievement {
  id: string;
  title: string;
  description: string;
  /** The kind of activity that earned it. */
  type: Exclude<EventType, 'achievement'>;
  icon: AchievementIcon;
  points: number;
  rarity: Rarity;
  /** ISO instant it was earned. */
  timestamp: string;
}

/** Spec §3 "Local player stats", derived (never accumulated) from the log. */
export interface PlayerStats {
  totalPoints: number;
  level: number;
  goalsCreated: number;
  goalsCompleted: number;
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: string | null;
  /** Earned achievements, in the order they were earned. */
  achievements: EarnedAchievement[];
}

export const EMPTY_STATS: PlayerStats = {
  totalPoints: 0,
  level: 1,
  goalsCreated: 0,
  goalsCompleted: 0,
  currentStreak: 0,
  longestStreak: 0,
  lastActivityDate: null,
  achievements: [],
};

/**
 * Replays the log's activities in time order with the spec's rules: points per
 * activity, the local streak (days in the player's zone), each achievement once
 * when its condition is first met, and the level from the total. Achievement
 * events in the log only record when an achievement was earned; the rewards
 * come from the table, so a forged or duplicated one changes nothing. Except one the
 * server holds (`serverIds`): the server checked it earned when it took it, so it stays
 * earned when the replay no longer makes it (a change of the profile's zone moves a
 * streak's days: 23:30 and 00:30 in New York are one day in London).
 */
export function deriveStats(
  log: readonly GamificationEvent[],
  timeZone: string,
  serverIds: readonly string[] = [],
): PlayerStats {
  const recorded = new Map<string, string>();
  for (const e of log)
    if (e.type === 'achievement') recorded.set(e.id.slice('achievement:'.length), e.occurredAt);

  const activities = log
    .filter((e) => e.type !== 'achievement')
    .slice()
    .sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt) || (a.id < b.id ? -1 : 1));

  let totalPoints = 0;
  let goalsCreated = 0;
  let goalsCompleted = 0;
  let streak = { currentStreak: 0, longestStreak: 0, lastActivityDate: null as string | null };
  const achievements: EarnedAchievement[] = [];
  const earned = new Set<string>();
  const seen = new Set<string>();

  for (const e of activities) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    totalPoints += Math.max(0, Math.round(e.points));
    if (e.type === 'goal_created') goalsCreated += 1;
    if (e.type === 'goal_completed') goalsCompleted += 1;
    streak = advanceStreak(streak, localDate(new Date(e.occurredAt), timeZone));
    const measures = { goalsCreated, goalsCompleted, streak: streak.longestStreak };
    for (const a of ACHIEVEMENTS) {
      if (earned.has(a.id) || measures[a.measure] < a.threshold) continue;
      earned.add(a.id);
      totalPoints += a.points;
      achievements.push({
        id: a.id,
        title: a.title,
        description: a.description,
        type: e.type as EarnedAchievement['type'],
        icon: a.icon,
        points: a.points,
        rarity: a.rarity,
        timestamp: recorded.get(a.id) ?? e.occurredAt,
      });
    }
  }

  const held = new Set(serverIds);
  for (const a of ACHIEVEMENTS) {
    const at = recorded.get(a.id);
    if (earned.has(a.id) || at === undefined || !held.has(`achievement:${a.id}`)) continue;
    earned.add(a.id);
    totalPoints += a.points;
    const by = activities.filter((e) => Date.parse(e.occurredAt) <= Date.parse(at)).at(-1);
    achievements.push({
      id: a.id,
      title: a.title,
      description: a.description,
      type: (by?.type ?? 'goal_created') as EarnedAchievement['type'],
      icon: a.icon,
      points: a.points,
      rarity: a.rarity,
      timestamp: at,
    });
  }

  return {
    totalPoints,
    level: levelForPoints(totalPoints),
    goalsCreated,
    goalsCompleted,
    ...streak,
    achievements,
  };
}

/** Achievements in `after` that are not in `before`. */
export function newAchievements(before: PlayerStats, after: PlayerStats): EarnedAchievement[] {
  const had = new Set(before.achievements.map((a) => a.id));
  return after.achievements.filter((a) => !had.has(a.id));
}
