import { daysBetween, localDate } from './calendar';

/**
 * The player's activity log (decisions.md §6) as both of its writers see it: the
 * gamification module (the client's goal events, merged by id) and the reflections
 * module (a saved reflection's reward). Points, level, streak and achievements are a
 * pure function of it; the achievements of spec §9 are recorded in it as
 * `achievement:<id>` events, once each.
 */
export const EVENT_TYPES = ['goal_created', 'goal_completed', 'reflection', 'achievement'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface ActivityEvent {
  /** `goal_created:<goalId>`, `goal_completed:<goalId>`, `reflection:<id>`, `achievement:<achievementId>`. */
  id: string;
  type: EventType;
  points: number;
  occurredAt: Date;
  goalId: string | null;
}

export type AchievementRarity = 'common' | 'rare' | 'epic' | 'legendary';

export interface AchievementRule {
  id: string;
  title: string;
  description: string;
  points: number;
  rarity: AchievementRarity;
  /** What is counted: goals created, goals completed, or the longest run of active days. */
  measure: 'goalsCreated' | 'goalsCompleted' | 'longestStreak';
  threshold: number;
}

/**
 * Spec §9 achievements table (titles, points, rarity and conditions), with the
 * descriptions the web client shows (`frontend/src/features/gamification/model/rules.ts`).
 */
export const ACHIEVEMENT_RULES: readonly AchievementRule[] = [
  {
    id: 'first_goal',
    title: 'Goal Setter',
    description: 'Created your first goal',
    points: 50,
    rarity: 'common',
    measure: 'goalsCreated',
    threshold: 1,
  },
  {
    id: 'goal_enthusiast',
    title: 'Goal Enthusiast',
    description: 'Created 5 goals',
    points: 150,
    rarity: 'rare',
    measure: 'goalsCreated',
    threshold: 5,
  },
  {
    id: 'goal_architect',
    title: 'Goal Architect',
    description: 'Created 10 goals',
    points: 300,
    rarity: 'epic',
    measure: 'goalsCreated',
    threshold: 10,
  },
  {
    id: 'visionary',
    title: 'Visionary',
    description: 'Created 25 goals',
    points: 750,
    rarity: 'legendary',
    measure: 'goalsCreated',
    threshold: 25,
  },
  {
    id: 'first_victory',
    title: 'First Victory',
    description: 'Completed your first goal',
    points: 100,
    rarity: 'rare',
    measure: 'goalsCompleted',
    threshold: 1,
  },
  {
    id: 'achiever',
    title: 'Achiever',
    description: 'Completed 3 goals',
    points: 300,
    rarity: 'epic',
    measure: 'goalsCompleted',
    threshold: 3,
  },
  {
    id: 'champion',
    title: 'Champion',
    description: 'Completed 10 goals',
    points: 1000,
    rarity: 'legendary',
    measure: 'goalsCompleted',
    threshold: 10,
  },
  {
    id: 'on_fire',
    title: 'On Fire!',
    description: 'Active 3 days in a row',
    points: 200,
    rarity: 'rare',
    measure: 'longestStreak',
    threshold: 3,
  },
  {
    id: 'unstoppable',
    title: 'Unstoppable',
    description: 'Active 7 days in a row',
    points: 500,
    rarity: 'epic',
    measure: 'longestStreak',
    threshold: 7,
  },
];

/** The log id that records an achievement: `achievement:<id>`. */
export const achievementEventId = (achievementId: string) => `achievement:${achievementId}`;

/** The rule an `achievement:<id>` event records, if it names one. */
export function ruleOfEvent(eventId: string): AchievementRule | undefined {
  return ACHIEVEMENT_RULES.find((r) => achievementEventId(r.id) === eventId);
}

const isActivity = (e: ActivityEvent) => e.type !== 'achievement';

/** Oldest first; the same instant: by id (a total order, as the client's replay uses). */
export function compareEvents(a: ActivityEvent, b: ActivityEvent): number {
  const t = a.occurredAt.getTime() - b.occurredAt.getTime();
  if (t !== 0) return t;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The longest run of consecutive active days (calendar days in the player's zone). */
export function longestStreak(events: readonly ActivityEvent[], timeZone: string): number {
  const days = [
    ...new Set(events.filter(isActivity).map((e) => localDate(e.occurredAt, timeZone))),
  ].sort();
  let longest = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && daysBetween(days[i - 1], days[i]) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * The achievements a log earns but does not record, each as the event that records it, at
 * the time of the activity that first met its condition: the replay the web client makes
 * (`deriveStats`: activities in time order, then id; goals created and completed counted;
 * the streak on calendar days in the player's zone, its longest run deciding On Fire! and
 * Unstoppable). Every activity counts toward the streak, a reflection's reward included.
 * An achievement the log already records is never owed again: ids are stable, so none is
 * paid twice, whichever writer (a device, the server) records it first.
 */
export function owedAchievements(log: readonly ActivityEvent[], timeZone: string): ActivityEvent[] {
  const recorded = new Set(log.filter((e) => e.type === 'achievement').map((e) => e.id));
  const owed = new Map<string, ActivityEvent>();
  const count = { goalsCreated: 0, goalsCompleted: 0, longestStreak: 0 };
  const seen = new Set<string>();
  let lastDay: string | null = null;
  let run = 0;
  for (const e of [...log].sort(compareEvents)) {
    if (!isActivity(e) || seen.has(e.id)) continue;
    seen.add(e.id);
    if (e.type === 'goal_created') count.goalsCreated += 1;
    if (e.type === 'goal_completed') count.goalsCompleted += 1;
    const day = localDate(e.occurredAt, timeZone);
    if (lastDay === null || day > lastDay) {
      run = lastDay !== null && daysBetween(lastDay, day) === 1 ? run + 1 : 1;
      lastDay = day;
      count.longestStreak = Math.max(count.longestStreak, run);
    }
    for (const rule of ACHIEVEMENT_RULES) {
      const id = achievementEventId(rule.id);
      if (recorded.has(id) || owed.has(id) || count[rule.measure] < rule.threshold) continue;
      owed.set(id, {
        id,
        type: 'achievement',
        points: rule.points,
        occurredAt: new Date(e.occurredAt.getTime()),
        goalId: null,
      });
    }
  }
  return [...owed.values()];
}

/** The points of a log: what the user's `xp` is (before `storedXp`'s ceiling). */
export function pointsOf(log: readonly ActivityEvent[]): number {
  return log.reduce((sum, e) => sum + e.points, 0);
}
