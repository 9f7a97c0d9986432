import { daysBetween, localDate } from '../../../shared/domain/calendar';
import { ValidationError } from '../../../shared/domain/domain-error';

/**
 * The player's activity log (decisions.md §6): events with stable ids, merged
 * by id, first write wins. Points, level, streak and achievements are derived
 * from it by the client; the server keeps the log and refuses what it cannot
 * validate.
 */
export const EVENT_TYPES = ['goal_created', 'goal_completed', 'reflection', 'achievement'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface GamificationEvent {
  /** `goal_created:<goalId>`, `goal_completed:<goalId>`, `reflection:<id>`, `achievement:<achievementId>`. */
  id: string;
  type: EventType;
  points: number;
  occurredAt: Date;
  goalId: string | null;
}

/** Spec §9 points. */
export const GOAL_CREATED_POINTS = 25;
export const GOAL_COMPLETED_POINTS = 100;

export interface AchievementRule {
  id: string;
  points: number;
  /** What is counted: goals created, goals completed, or the longest run of active days. */
  measure: 'goalsCreated' | 'goalsCompleted' | 'longestStreak';
  threshold: number;
}

/** Spec §9 achievements table (points and conditions). */
export const ACHIEVEMENT_RULES: readonly AchievementRule[] = [
  { id: 'first_goal', points: 50, measure: 'goalsCreated', threshold: 1 },
  { id: 'goal_enthusiast', points: 150, measure: 'goalsCreated', threshold: 5 },
  { id: 'goal_architect', points: 300, measure: 'goalsCreated', threshold: 10 },
  { id: 'visionary', points: 750, measure: 'goalsCreated', threshold: 25 },
  { id: 'first_victory', points: 100, measure: 'goalsCompleted', threshold: 1 },
  { id: 'achiever', points: 300, measure: 'goalsCompleted', threshold: 3 },
  { id: 'champion', points: 1000, measure: 'goalsCompleted', threshold: 10 },
  { id: 'on_fire', points: 200, measure: 'longestStreak', threshold: 3 },
  { id: 'unstoppable', points: 500, measure: 'longestStreak', threshold: 7 },
];

/**
 * How far a client's clock may be ahead (or, at sign-up, behind) before its events' times
 * are taken as the server's instead.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const GOAL_EVENT_ID = new RegExp(`^(goal_created|goal_completed):(${UUID})$`);

/** An event as a client sends it (already type-checked by the HTTP layer). */
export interface IncomingEvent {
  id: string;
  type: string;
  points: number;
  occurredAt: string;
  goalId?: string | null;
}

export interface ValidationContext {
  now: Date;
  /** The account's creation: nothing can have happened before it. */
  joinedAt: Date;
  /** The player's time zone, which decides what "a day" is for streaks. */
  timeZone: string;
  /** The log already on the server. */
  existing: readonly GamificationEvent[];
}

const isActivity = (e: GamificationEvent) => e.type !== 'achievement';

/** The longest run of consecutive active days (calendar days in the player's zone). */
export function longestStreak(events: readonly GamificationEvent[], timeZone: string): number {
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

/** The figures the achievement rules read, from a log. */
export function measures(events: readonly GamificationEvent[], timeZone: string) {
  return {
    goalsCreated: events.filter((e) => e.type === 'goal_created').length,
    goalsCompleted: events.filter((e) => e.type === 'goal_completed').length,
    longestStreak: longestStreak(events, timeZone),
  };
}

/**
 * The achievements a log earns but does not record, each as the event that records it, at
 * the time of the activity that first met its condition (the replay the client makes).
 * Devices record an achievement when an activity of theirs earns it; one earned only by
 * the union of two devices' activities (4 goals on one, the 5th on another) is earned by
 * neither alone, so the server, where the union first exists, records it.
 */
export function owedAchievements(
  log: readonly GamificationEvent[],
  timeZone: string,
): GamificationEvent[] {
  const recorded = new Set(log.filter((e) => e.type === 'achievement').map((e) => e.id));
  const owed = new Map<string, GamificationEvent>();
  const count = { goalsCreated: 0, goalsCompleted: 0, longestStreak: 0 };
  let lastDay: string | null = null;
  let run = 0;
  for (const e of [...log].sort(compareEvents)) {
    if (!isActivity(e)) continue;
    if (e.type === 'goal_created') count.goalsCreated += 1;
    if (e.type === 'goal_completed') count.goalsCompleted += 1;
    const day = localDate(e.occurredAt, timeZone);
    if (lastDay === null || day > lastDay) {
      run = lastDay !== null && daysBetween(lastDay, day) === 1 ? run + 1 : 1;
      lastDay = day;
      count.longestStreak = Math.max(count.longestStreak, run);
    }
    for (const rule of ACHIEVEMENT_RULES) {
      const id = `achievement:${rule.id}`;
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

/** Union by id; the event already known wins (first write wins). Sorted by time, then id. */
export function mergeLog(
  existing: readonly GamificationEvent[],
  incoming: readonly GamificationEvent[],
): GamificationEvent[] {
  const byId = new Map<string, GamificationEvent>();
  for (const e of [...existing, ...incoming]) if (!byId.has(e.id)) byId.set(e.id, e);
  return [...byId.values()].sort(compareEvents);
}

export function compareEvents(a: GamificationEvent, b: GamificationEvent): number {
  const t = a.occurredAt.getTime() - b.occurredAt.getTime();
  if (t !== 0) return t;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function withinLife(sent: Date, ctx: ValidationContext): Date {
  if (sent.getTime() > ctx.now.getTime() + CLOCK_SKEW_MS) return new Date(ctx.now.getTime());
  if (sent.getTime() < ctx.joinedAt.getTime() - CLOCK_SKEW_MS) {
    return new Date(ctx.joinedAt.getTime());
  }
  return sent;
}

function refuse(index: number, field: string, message: string): never {
  throw new ValidationError(`events.${index}.${field} ${message}`);
}

/** Checks one event's shape, points and time; answers it as it will be stored. */
function checkEvent(e: IncomingEvent, index: number, ctx: ValidationContext): GamificationEvent {
  if (!(EVENT_TYPES as readonly string[]).includes(e.type)) {
    refuse(index, 'type', `must be one of ${EVENT_TYPES.join(', ')}`);
  }
  if (e.type === 'reflection') {
    refuse(
      index,
      'type',
      'reflection events are recorded by the server when a reflection is saved',
    );
  }
  const sent = new Date(e.occurredAt);
  if (Number.isNaN(sent.getTime())) refuse(index, 'occurredAt', 'must be an ISO 8601 instant');
  // A device whose clock is wrong stamps its events wrong: they are kept, at the nearest
  // instant that can be true (now, or the sign-up), not refused. Refused, the client drops
  // them for good, and the points and achievements the user saw earned vanished.
  const occurredAt = withinLife(sent, ctx);

  if (e.type === 'achievement') {
    const rule = ACHIEVEMENT_RULES.find((r) => `achievement:${r.id}` === e.id);
    if (!rule) {
      refuse(
        index,
        'id',
        `must be achievement:<id> with one of ${ACHIEVEMENT_RULES.map((r) => r.id).join(', ')}`,
      );
    }
    if (e.points !== rule.points) refuse(index, 'points', `must be ${rule.points} for ${rule.id}`);
    if (e.goalId !== undefined && e.goalId !== null) {
      refuse(index, 'goalId', 'must be empty for an achievement');
    }
    return { id: e.id, type: 'achievement', points: e.points, occurredAt, goalId: null };
  }

  const match = GOAL_EVENT_ID.exec(e.id);
  if (!match || match[1] !== e.type) refuse(index, 'id', `must be ${e.type}:<goalId>`);
  const goalId = match[2].toLowerCase();
  if (e.goalId !== undefined && e.goalId !== null && e.goalId.toLowerCase() !== goalId) {
    refuse(index, 'goalId', 'must be the goal named in the id');
  }
  const points = e.type === 'goal_created' ? GOAL_CREATED_POINTS : GOAL_COMPLETED_POINTS;
  if (e.points !== points) refuse(index, 'points', `must be ${points} for a ${e.type} event`);
  return {
    id: `${e.type}:${goalId}`,
    type: e.type as EventType,
    points,
    occurredAt,
    goalId,
  };
}

/**
 * Validates a client's events against the rules and the log they join.
 * Answers the events to store (ids not yet known), or throws a ValidationError
 * naming the first bad field (`events.3.points must be 25 ...`): all or none.
 * An achievement is accepted only when the merged log earns it.
 */
export function validateIncoming(
  incoming: readonly IncomingEvent[],
  ctx: ValidationContext,
): GamificationEvent[] {
  const checked = incoming.map((e, i) => checkEvent(e, i, ctx));
  const merged = mergeLog(ctx.existing, checked);
  const earned = measures(merged, ctx.timeZone);
  checked.forEach((e, i) => {
    if (e.type !== 'achievement') return;
    const rule = ACHIEVEMENT_RULES.find((r) => `achievement:${r.id}` === e.id)!;
    if (earned[rule.measure] < rule.threshold) {
      refuse(i, 'id', `${rule.id} is not earned by this activity log`);
    }
  });
  const known = new Set(ctx.existing.map((e) => e.id));
  const fresh = new Map<string, GamificationEvent>();
  for (const e of checked) if (!known.has(e.id) && !fresh.has(e.id)) fresh.set(e.id, e);
  return [...fresh.values()];
}
