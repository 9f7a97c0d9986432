import { Injectable } from '@nestjs/common';
import type { GamificationEvent } from '../domain/gamification-event';
import { GamificationEventRepository } from '../domain/gamification.ports';

@Injectable()
export class ListGamificationEventsUseCase {
  constructor(private readonly events: GamificationEventRepository) {}

  /** The user's whole activity log, oldest first. */
  execute(userId: string): Promise<GamificationEvent[]> {
    return this.events.listForUser(userId);
  }
}
