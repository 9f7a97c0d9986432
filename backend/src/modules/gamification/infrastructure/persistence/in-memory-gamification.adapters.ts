import { pointsOf } from '../../../../shared/domain/activity-log';
import { levelForXp, storedXp } from '../../../../shared/domain/level';
import { compareEvents, type GamificationEvent } from '../../domain/gamification-event';
import {
  GamificationEventRepository,
  type LogRead,
  type LogState,
  type PlayerLog,
} from '../../domain/gamification.ports';

/** A user as the log sees the `users` row: zone, sign-up, and the totals it sets. */
export interface InMemoryPlayer {
  timeZone: string;
  joinedAt: Date;
  xp?: number;
  level?: number;
}

export class InMemoryGamificationEventRepository extends GamificationEventRepository {
  readonly logs = new Map<string, Map<string, GamificationEvent>>();
  readonly players = new Map<string, InMemoryPlayer>();
  /** How many times a user's log was read (a merge reads it once). */
  reads = 0;

  /** The user's whole log, oldest first (a test's view of what is stored). */
  async listForUser(userId: string): Promise<GamificationEvent[]> {
    return this.logOf(userId);
  }

  async read(userId: string, unlessVersion?: number): Promise<LogRead> {
    const version = this.logs.get(userId)?.size ?? 0;
    if (version === unlessVersion) return { version, events: null };
    this.reads += 1;
    return { version, events: this.logOf(userId) };
  }

  async merge(
    userId: string,
    _now: Date,
    plan: (current: PlayerLog | null) => GamificationEvent[],
  ): Promise<LogState> {
    const player = this.players.get(userId);
    this.reads += 1;
    const existing = this.logOf(userId);
    const adding = plan(player ? { ...player, events: existing } : null);
    const log = this.logs.get(userId) ?? new Map<string, GamificationEvent>();
    for (const e of adding) if (!log.has(e.id)) log.set(e.id, { ...e });
    this.logs.set(userId, log);
    const events = this.logOf(userId);
    if (player) {
      player.xp = storedXp(pointsOf(events));
      player.level = levelForXp(player.xp);
    }
    return { version: events.length, events };
  }

  private logOf(userId: string): GamificationEvent[] {
    return [...(this.logs.get(userId)?.values() ?? [])].sort(compareEvents).map((e) => ({ ...e }));
  }
}
