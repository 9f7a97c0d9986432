import { Injectable } from '@nestjs/common';
import { GamificationEventRepository, type LogRead } from '../domain/gamification.ports';

@Injectable()
export class ListGamificationEventsUseCase {
  constructor(private readonly events: GamificationEventRepository) {}

  /**
   * The user's whole activity log, oldest first, and its version; without the log when
   * it is still at `unlessVersion` (the version the client last read).
   */
  execute(userId: string, unlessVersion?: number): Promise<LogRead> {
    return this.events.read(userId, unlessVersion);
  }
}
