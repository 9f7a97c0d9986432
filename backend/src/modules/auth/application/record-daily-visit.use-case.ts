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
    if (user.lastActiveDay === today) return { today, timezone: user.timezone };
    // The step is taken on the row as it is now (a sign-in or another session may have
    // taken it meanwhile), so it is counted once and nothing else is written back.
    const saved = await this.users.updateFresh(userId, (fresh) => {
      const day = localDate(now, fresh.timezone);
      const streak = advanceStreak(fresh, day);
      const moved =
        streak.lastActiveDay !== fresh.lastActiveDay ||
        streak.currentStreak !== fresh.currentStreak;
      return moved ? { ...fresh, ...streak, updatedAt: now } : null;
    });
    if (!saved) return null;
    return { today: localDate(now, saved.timezone), timezone: saved.timezone };
  }
}
