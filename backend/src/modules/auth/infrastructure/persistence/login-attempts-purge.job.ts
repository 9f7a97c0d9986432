import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Clock } from '../../../../shared/domain/clock';
import { LOGIN_THROTTLE_RULES, LoginAttemptStore } from '../../domain/login-throttle';

const LONGEST_WINDOW_MS = Math.max(...LOGIN_THROTTLE_RULES.map((r) => r.windowMs));

/** Forgets failed sign-ins older than the longest throttle window. */
@Injectable()
export class LoginAttemptsPurgeJob {
  private readonly logger = new Logger('LoginAttemptsPurgeJob');
  constructor(
    private readonly attempts: LoginAttemptStore,
    private readonly clock: Clock,
  ) {}

  @Interval('purge-login-attempts', 15 * 60_000)
  async run(): Promise<void> {
    try {
      await this.attempts.purgeBefore(new Date(this.clock.now().getTime() - LONGEST_WINDOW_MS));
    } catch (error) {
      this.logger.warn(`Login-attempt purge failed: ${(error as Error).message}`);
    }
  }
}
