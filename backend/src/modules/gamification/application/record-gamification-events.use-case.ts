import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import {
  mergeLog,
  owedAchievements,
  validateIncoming,
  type IncomingEvent,
} from '../domain/gamification-event';
import { GamificationEventRepository, type LogState } from '../domain/gamification.ports';

export const MAX_EVENTS_PER_REQUEST = 500;

@Injectable()
export class RecordGamificationEventsUseCase {
  constructor(
    private readonly events: GamificationEventRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Merges a client's events into the user's log (known ids are kept as they
   * were: first write wins), records the achievements the merged log earns but does
   * not hold, and answers the whole merged log with its version. The log is read once,
   * with the owner's row locked, and ids are checked against that read. Nothing is
   * stored unless every event is valid.
   */
  async execute(userId: string, incoming: readonly IncomingEvent[]): Promise<LogState> {
    if (incoming.length > MAX_EVENTS_PER_REQUEST) {
      throw new DomainError(
        'VALIDATION',
        `events must contain at most ${MAX_EVENTS_PER_REQUEST} items`,
      );
    }
    const now = this.clock.now();
    return this.events.merge(userId, now, (player) => {
      if (!player) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
      const fresh = validateIncoming(incoming, {
        now,
        joinedAt: player.joinedAt,
        timeZone: player.timeZone,
        existing: player.events,
      });
      // An achievement that only the union of two devices' logs earns is recorded by neither.
      const owed = owedAchievements(mergeLog(player.events, fresh), player.timeZone);
      return [...fresh, ...owed];
    });
  }
}
