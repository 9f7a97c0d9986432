import { daysBetween } from '../../../shared/domain/calendar';
import type { TimeOfDay } from './daily-reflection';

/**
 * What a daily reflection earns (decisions.md §6): 10 XP for a created session plus
 * 5 per non-blank answer; editing earns nothing. Each achievement is awarded once and
 * its reward is part of the XP of the save that earned it.
 */
export const XP_PER_SESSION = 10;
export const XP_PER_ANSWER = 5;

export type AchievementTier = 'common' | 'rare' | 'epic' | 'legendary';

export type ReflectionAchievementId =
  | 'first_reflection'
  | 'full_day'
  | 'morning_ritual'
  | 'evening_review'
  | 'reflective_week'
  | 'sage';

/**
 * An achievement as a save's answer lists it: a reflection achievement, or one of the
 * spec's (§9) that the save's activity earned in the log (On Fire!: `rarity` as `tier`).
 */
export interface ReflectionAchievement {
  id: string;
  title: string;
  description: string;
  xpReward: number;
  tier: AchievementTier;
}

/** The user's reflections as the rules see them: one entry per (date, session). */
export interface ReflectionDay {
  reflectionDate: string;
  timeOfDay: TimeOfDay;
}

export interface ReflectionRecord {
  /** Every reflection of the user, the new one included. */
  history: readonly ReflectionDay[];
  /** The user's today (`yyyy-MM-dd`, profile time zone): later dates never count. */
  today: string;
}

interface AchievementRule extends ReflectionAchievement {
  id: ReflectionAchievementId;
  earned(record: ReflectionRecord): boolean;
}

const countOf = (record: ReflectionRecord, timeOfDay: TimeOfDay) =>
  record.history.filter((r) => r.timeOfDay === timeOfDay).length;

/** In table order: the order a response lists them. */
export const REFLECTION_ACHIEVEMENTS: readonly AchievementRule[] = [
  {
    id: 'first_reflection',
    title: 'First Reflection',
    description: 'You wrote your first reflection.',
    xpReward: 25,
    tier: 'common',
    earned: (r) => r.history.length >= 1,
  },
  {
    id: 'full_day',
    title: 'Full Day',
    description: 'Morning and evening reflections on the same day.',
    xpReward: 50,
    tier: 'common',
    earned: (r) => hasFullDay(r.history),
  },
  {
    id: 'morning_ritual',
    title: 'Morning Ritual',
    description: 'Seven morning reflections.',
    xpReward: 150,
    tier: 'rare',
    earned: (r) => countOf(r, 'morning') >= 7,
  },
  {
    id: 'evening_review',
    title: 'Evening Review',
    description: 'Seven evening reflections.',
    xpReward: 150,
    tier: 'rare',
    earned: (r) => countOf(r, 'evening') >= 7,
  },
  {
    id: 'reflective_week',
    title: 'Reflective Week',
    description: 'Reflections on seven days running.',
    xpReward: 400,
    tier: 'epic',
    earned: (r) => longestDayRun(r.history, r.today) >= 7,
  },
  {
    id: 'sage',
    title: 'Sage',
    description: 'One hundred reflections.',
    xpReward: 1000,
    tier: 'legendary',
    earned: (r) => r.history.length >= 100,
  },
];

export function hasFullDay(history: readonly ReflectionDay[]): boolean {
  const mornings = new Set(
    history.filter((r) => r.timeOfDay === 'morning').map((r) => r.reflectionDate),
  );
  return history.some((r) => r.timeOfDay === 'evening' && mornings.has(r.reflectionDate));
}

/**
 * The longest run of consecutive calendar days with at least one reflection, counting
 * only days up to `today` (the user's local date). Calendar dates carry no zone, so a
 * run crosses month and year ends like any other day.
 */
export function longestDayRun(history: readonly ReflectionDay[], today: string): number {
  const days = [...new Set(history.map((r) => r.reflectionDate))].filter((d) => d <= today).sort();
  let longest = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && daysBetween(days[i - 1], days[i]) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

export interface ReflectionReward {
  /** All XP this save adds to the user, achievement rewards included. */
  xpAwarded: number;
  achievements: ReflectionAchievement[];
}

/**
 * The reward for creating a reflection with `answered` non-blank answers, given the
 * user's record after the save and the achievements already awarded (once-only).
 */
export function rewardForNewReflection(
  answered: number,
  record: ReflectionRecord,
  alreadyAwarded: ReadonlySet<string>,
): ReflectionReward {
  const achievements = REFLECTION_ACHIEVEMENTS.filter(
    (a) => !alreadyAwarded.has(a.id) && a.earned(record),
  ).map(({ id, title, description, xpReward, tier }) => ({
    id,
    title,
    description,
    xpReward,
    tier,
  }));
  const xpAwarded =
    XP_PER_SESSION +
    XP_PER_ANSWER * answered +
    achievements.reduce((sum, a) => sum + a.xpReward, 0);
  return { xpAwarded, achievements };
}
