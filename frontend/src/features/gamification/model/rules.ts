import { browserTimeZone, calendarDateIn, isKnownTimeZone } from '../../../shared/lib/dates';
/**
 * The spec's gamification numbers (product-spec §4 and §9), as plain data and
 * pure functions. Nothing here knows React, Redux or the browser.
 */

export type PointType = 'goal_created' | 'goal_completed' | 'reflection';
export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';
export type AchievementIcon = 'trophy' | 'target' | 'star' | 'zap' | 'crown' | 'medal';

/** Spec §9: goal created 25, goal completed 100. */
export const POINTS = { goal_created: 25, goal_completed: 100 } as const;

export interface Achievement {
  id: string;
  title: string;
  description: string;
  points: number;
  rarity: Rarity;
  icon: AchievementIcon;
  /** What the condition counts. */
  measure: 'goalsCreated' | 'goalsCompleted' | 'streak';
  threshold: number;
}

/** Spec §9 achievements table, in its order. */
export const ACHIEVEMENTS: readonly Achievement[] = [
  {
    id: 'first_goal',
    title: 'Goal Setter',
    description: 'Created your first goal',
    points: 50,
    rarity: 'common',
    icon: 'target',
    measure: 'goalsCreated',
    threshold: 1,
  },
  {
    id: 'goal_enthusiast',
    title: 'Goal Enthusiast',
    description: 'Created 5 goals',
    points: 150,
    rarity: 'rare',
    icon: 'star',
    measure: 'goalsCreated',
    threshold: 5,
  },
  {
    id: 'goal_architect',
    title: 'Goal Architect',
    description: 'Created 10 goals',
    points: 300,
    rarity: 'epic',
    icon: 'crown',
    measure: 'goalsCreated',
    threshold: 10,
  },
  {
    id: 'visionary',
    title: 'Visionary',
    description: 'Created 25 goals',
    points: 750,
    rarity: 'legendary',
    icon: 'crown',
    measure: 'goalsCreated',
    threshold: 25,
  },
  {
    id: 'first_victory',
    title: 'First Victory',
    description: 'Completed your first goal',
    points: 100,
    rarity: 'rare',
    icon: 'trophy',
    measure: 'goalsCompleted',
    threshold: 1,
  },
  {
    id: 'achiever',
    title: 'Achiever',
    description: 'Completed 3 goals',
    points: 300,
    rarity: 'epic',
    icon: 'medal',
    measure: 'goalsCompleted',
    threshold: 3,
  },
  {
    id: 'champion',
    title: 'Champion',
    description: 'Completed 10 goals',
    points: 1000,
    rarity: 'legendary',
    icon: 'trophy',
    measure: 'goalsCompleted',
    threshold: 10,
  },
  {
    id: 'on_fire',
    title: 'On Fire!',
    description: 'Active 3 days in a row',
    points: 200,
    rarity: 'rare',
    icon: 'zap',
    measure: 'streak',
    threshold: 3,
  },
  {
    id: 'unstoppable',
    title: 'Unstoppable',
    description: 'Active 7 days in a row',
    points: 500,
    rarity: 'epic',
    icon: 'zap',
    measure: 'streak',
    threshold: 7,
  },
];

export function achievementById(id: string): Achievement | undefined {
  return ACHIEVEMENTS.find((a) => a.id === id);
}

/**
 * The points at which level `level` ends (spec §4 Level): level 1 ends at 100;
 * each next threshold is the prior one plus 100 x the new level number:
 * 100, 300, 600, 1000, 1500, ... (100 x n(n+1)/2).
 */
export function levelThreshold(level: number): number {
  return (100 * level * (level + 1)) / 2;
}

/** The level reached with `points` (level 1 from 0 points). */
export function levelForPoints(points: number): number {
  let level = 1;
  while (points >= levelThreshold(level)) level += 1;
  return level;
}

/** Progress inside the current level, for the XP bar ('current/needed'). */
export function levelProgress(points: number) {
  const level = levelForPoints(points);
  const start = level === 1 ? 0 : levelThreshold(level - 1);
  const end = levelThreshold(level);
  return {
    level,
    current: points - start,
    needed: end - start,
    nextLevelAt: end,
    percent: Math.round(((points - start) / (end - start)) * 100),
  };
}

/** Spec §4 Streak: one step of the local streak for an activity on `today`. */
export function advanceStreak(
  streak: { currentStreak: number; longestStreak: number; lastActivityDate: string | null },
  today: string,
) {
  const { lastActivityDate } = streak;
  if (lastActivityDate === today) return streak;
  const next =
    lastActivityDate !== null && daysBetween(lastActivityDate, today) === 1
      ? streak.currentStreak + 1
      : 1;
  return {
    currentStreak: next,
    longestStreak: Math.max(streak.longestStreak, next),
    lastActivityDate: today,
  };
}

/** Whole days from `from` to `to`, both `yyyy-MM-dd`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar date (`yyyy-MM-dd`) of an instant in a time zone (decisions §9: the profile's). */
export function localDate(instant: Date, timeZone: string): string {
  return calendarDateIn(instant, timeZone);
}

/** A zone this browser knows, else the browser's own. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (timeZone && isKnownTimeZone(timeZone)) return timeZone;
  return browserTimeZone();
}

/** Spec §9: the progress card's streak badge. */
export function progressStreakBadge(streak: number): 'Fire!' | 'Great!' | 'Keep Going!' {
  if (streak >= 30) return 'Fire!';
  if (streak >= 7) return 'Great!';
  return 'Keep Going!';
}

/** Spec §9: the login streak icon: star under 7, lightning from 7, fire from 30. */
export function loginStreakIcon(streak: number): 'star' | 'lightning' | 'fire' {
  if (streak >= 30) return 'fire';
  if (streak >= 7) return 'lightning';
  return 'star';
}

/** '1 Achievement Unlocked', '3 Achievements Unlocked'. */
export function achievementsUnlockedText(n: number): string {
  return `${n} ${n === 1 ? 'Achievement' : 'Achievements'} Unlocked`;
}
