import { ACHIEVEMENTS, POINTS } from './rules';

/**
 * The player's activity log (decisions §6): events with stable ids. The same
 * shape as GET/POST /api/gamification/events.
 */
export type EventType = 'goal_created' | 'goal_completed' | 'reflection' | 'achievement';

export interface GamificationEvent {
  id: string;
  type: EventType;
  points: number;
  /** ISO 8601 instant. */
  occurredAt: string;
  goalId?: string | null;
}

export const goalCreatedEvent = (goalId: string, at: string): GamificationEvent => ({
  id: `goal_created:${goalId}`,
  type: 'goal_created',
  points: POINTS.goal_created,
  occurredAt: at,
  goalId,
});

export const goalCompletedEvent = (goalId: string, at: string): GamificationEvent => ({
  id: `goal_completed:${goalId}`,
  type: 'goal_completed',
  points: POINTS.goal_completed,
  occurredAt: at,
  goalId,
});

/** The server writes these (with the XP it awarded); the client only mirrors them until synced. */
export const reflectionEvent = (
  reflectionId: string,
  points: number,
  at: string,
): GamificationEvent => ({
  id: `reflection:${reflectionId}`,
  type: 'reflection',
  points,
  occurredAt: at,
  goalId: null,
});

export function achievementEvent(achievementId: string, at: string): GamificationEvent {
  const a = ACHIEVEMENTS.find((x) => x.id === achievementId);
  if (!a) throw new Error(`Unknown achievement ${achievementId}`);
  return {
    id: `achievement:${a.id}`,
    type: 'achievement',
    points: a.points,
    occurredAt: at,
    goalId: null,
  };
}

/** Oldest first; same instant: by id. A total order, so merges are order-independent. */
export function compareEvents(a: GamificationEvent, b: GamificationEvent): number {
  const t = Date.parse(a.occurredAt) - Date.parse(b.occurredAt);
  if (t !== 0) return t;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  // Same id and time, different content: a stable tie-break.
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  return ja < jb ? -1 : ja > jb ? 1 : 0;
}

/**
 * Union of logs by id. Two writes of one id keep the earlier one ("first write
 * wins"), so merging is commutative, associative and idempotent: any devices'
 * logs merged in any order give the same log.
 */
export function mergeLogs(
  ...logs: ReadonlyArray<readonly GamificationEvent[]>
): GamificationEvent[] {
  const byId = new Map<string, GamificationEvent>();
  for (const log of logs) {
    for (const event of log) {
      const known = byId.get(event.id);
      if (!known || compareEvents(event, known) < 0) byId.set(event.id, event);
    }
  }
  return [...byId.values()].sort(compareEvents);
}

/**
 * The server's answer is the authority for the ids it has; local events it
 * does not have yet are kept (they are still to be sent). A local reflection
 * event the server does not know after a sync that started later is dropped:
 * the server writes those itself, so it was never really awarded.
 */
export function reconcileWithServer(
  local: readonly GamificationEvent[],
  server: readonly GamificationEvent[],
  requestedAt: string,
): GamificationEvent[] {
  const onServer = new Set(server.map((e) => e.id));
  const keep = local.filter(
    (e) =>
      !onServer.has(e.id) &&
      !(e.type === 'reflection' && Date.parse(e.occurredAt) <= Date.parse(requestedAt)),
  );
  return mergeLogs(server, keep);
}

/** A log read back from storage or the network: anything malformed is left out. */
export function sanitizeLog(value: unknown): GamificationEvent[] {
  if (!Array.isArray(value)) return [];
  const types = ['goal_created', 'goal_completed', 'reflection', 'achievement'];
  return value.filter(
    (e): e is GamificationEvent =>
      typeof e === 'object' &&
      e !== null &&
      typeof e.id === 'string' &&
      types.includes(e.type) &&
      typeof e.points === 'number' &&
      Number.isFinite(e.points) &&
      typeof e.occurredAt === 'string' &&
      !Number.isNaN(Date.parse(e.occurredAt)),
  );
}
