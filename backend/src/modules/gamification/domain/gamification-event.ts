import {
  ACHIEVEMENT_RULES,
  compareEvents,
  EVENT_TYPES,
  longestStreak,
  owedAchievements,
  type ActivityEvent,
  type AchievementRule,
  type EventType,
} from '../../../shared/domain/activity-log';
import { ValidationError } from '../../../shared/domain/domain-error';

/**
 * The player's activity log (decisions.md §6): events with stable ids, merged
 * by id, first write wins. Points, level, streak and achievements are derived
 * from it by the client; the server keeps the log and refuses what it cannot
 * validate. The rules both of the log's writers apply (this module and the
 * reflections module, which writes a reflection's reward) live in
 * `shared/domain/activity-log.ts`.
 */
export { ACHIEVEMENT_RULES, compareEvents, EVENT_TYPES, longestStreak, owedAchievements };
export type { AchievementRule, EventType };
export type GamificationEvent = ActivityEvent;

/** Spec §9 points. */
export const GOAL_CREATED_POINTS = 25;
export const GOAL_COMPLETED_POINTS = 100;

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

/** The figures the achievement rules read, from a log. */
export function measures(events: readonly GamificationEvent[], timeZone: string) {
  return {
    goalsCreated: events.filter((e) => e.type === 'goal_created').length,
    goalsCompleted: events.filter((e) => e.type === 'goal_completed').length,
    longestStreak: longestStreak(events, timeZone),
  };
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
