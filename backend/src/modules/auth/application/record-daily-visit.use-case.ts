import { Injectable } from '@nestjs/common';
import { localDate } from '../../../shared/domain/calendar';
import { Clock } from '../../../shared/domain/clock';
import { advanceStreak } from '../domain/login-streak';
import { UserRepository } from '../domain/user.repository';

/**
 * A remembered session coming back on a new local day keeps the login streak
 * going, as a sign-in would. Returns the user's local day, or null when the
 * user no longer exists.
 */
@Injectable()
export class RecordDailyVisitUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<{ today: string; timezone: string } | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    const now = this.clock.now();
    const today = localDate(now, user.timezone);
    if (user.lastActiveDay !== today) {
      const streak = advanceStreak(user, today);
      if (
        streak.lastActiveDay !== user.lastActiveDay ||
        streak.currentStreak !== user.currentStreak
      ) {
        await this.users.update({ ...user, ...streak, updatedAt: now });
      }
    }
    return { today, timezone: user.timezone };
  }
}
