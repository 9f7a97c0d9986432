import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import {
  mergeLog,
  owedAchievements,
  validateIncoming,
  type GamificationEvent,
  type IncomingEvent,
} from '../domain/gamification-event';
import { GamificationEventRepository, PlayerDirectory } from '../domain/gamification.ports';

export const MAX_EVENTS_PER_REQUEST = 500;

@Injectable()
export class RecordGamificationEventsUseCase {
  constructor(
    private readonly events: GamificationEventRepository,
    private readonly players: PlayerDirectory,
    private readonly clock: Clock,
  ) {}

  /**
   * Merges a client's events into the user's log (known ids are kept as they
   * were: first write wins), records the achievements the merged log earns but does
   * not hold, and answers the whole merged log. Nothing is stored unless every event
   * is valid.
   */
  async execute(userId: string, incoming: readonly IncomingEvent[]): Promise<GamificationEvent[]> {
    if (incoming.length > MAX_EVENTS_PER_REQUEST) {
      throw new DomainError(
        'VALIDATION',
        `events must contain at most ${MAX_EVENTS_PER_REQUEST} items`,
      );
    }
    const player = await this.players.find(userId);
    if (!player) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
    const now = this.clock.now();
    const existing = await this.events.listForUser(userId);
    const fresh = validateIncoming(incoming, {
      now,
      joinedAt: player.joinedAt,
      timeZone: player.timeZone,
      existing,
    });
    // An achievement that only the union of two devices' logs earns is recorded by neither.
    const owed = owedAchievements(mergeLog(existing, fresh), player.timeZone);
    if (fresh.length === 0 && owed.length === 0) return existing;
    await this.events.addIfAbsent(userId, [...fresh, ...owed], now);
    return this.events.listForUser(userId);
  }
}
