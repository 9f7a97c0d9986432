import { compareEvents, type GamificationEvent } from '../../domain/gamification-event';
import {
  GamificationEventRepository,
  PlayerDirectory,
  type Player,
} from '../../domain/gamification.ports';

export class InMemoryGamificationEventRepository extends GamificationEventRepository {
  readonly logs = new Map<string, Map<string, GamificationEvent>>();

  async listForUser(userId: string): Promise<GamificationEvent[]> {
    return [...(this.logs.get(userId)?.values() ?? [])].sort(compareEvents).map((e) => ({ ...e }));
  }
  async addIfAbsent(userId: string, events: readonly GamificationEvent[]): Promise<void> {
    const log = this.logs.get(userId) ?? new Map<string, GamificationEvent>();
    for (const e of events) if (!log.has(e.id)) log.set(e.id, { ...e });
    this.logs.set(userId, log);
  }
}

export class InMemoryPlayerDirectory extends PlayerDirectory {
  readonly players = new Map<string, Player>();

  async find(userId: string): Promise<Player | null> {
    return this.players.get(userId) ?? null;
  }
}
