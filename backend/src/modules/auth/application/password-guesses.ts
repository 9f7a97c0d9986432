import { Clock } from '../../../shared/domain/clock';
import { TooManyLoginAttemptsError } from '../domain/auth.errors';
import { LOGIN_THROTTLE_RULES, LoginAttemptStore, throttleKeys } from '../domain/login-throttle';

/**
 * Every check of an account's password, wherever it is typed (sign-in, a password change,
 * an account deletion), counts against the same limits (decisions.md §9): 10 failures for
 * the account from one network in 15 minutes, 100 from one network in an hour, 429 past
 * them. Otherwise whoever held a session could guess the password at the signed-in routes'
 * request rate and, with one right guess, change it or delete the account.
 */
export class PasswordGuesses {
  constructor(
    private readonly attempts: LoginAttemptStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Records the guess, refuses it when over a limit (`TooManyLoginAttemptsError`), then
   * answers `check()`. The guess stays counted only when `check()` answered false; refused
   * unchecked, or failing for another reason, it is forgotten; a right one also clears the
   * account's count.
   */
  async judge(email: string, network: string, check: () => Promise<boolean>): Promise<boolean> {
    const keys = throttleKeys(email, network);
    let recorded: string[] = [];
    let failed = false;
    try {
      // Recorded before it is counted, so guesses sent together count each other: of nine
      // failures and two guesses at once, both count eleven and neither is checked.
      recorded = await Promise.all(
        Object.values(keys).map((key) => this.attempts.record(key, this.clock.now())),
      );
      await this.refuseWhenThrottled(keys);
      failed = !(await check());
    } finally {
      if (!failed && recorded.length > 0) await this.attempts.forget(recorded);
    }
    if (!failed) await this.attempts.clear(keys.account);
    return !failed;
  }

  private async refuseWhenThrottled(keys: ReturnType<typeof throttleKeys>): Promise<void> {
    const now = this.clock.now().getTime();
    for (const rule of LOGIN_THROTTLE_RULES) {
      const { count, oldest } = await this.attempts.failuresSince(
        keys[rule.name],
        new Date(now - rule.windowMs),
      );
      if (count > rule.limit) {
        // `count` holds this attempt too: over the limit is the limit's failures before it.
        const freeAt = (oldest?.getTime() ?? now) + rule.windowMs;
        throw new TooManyLoginAttemptsError(Math.max(1, Math.ceil((freeAt - now) / 1000)));
      }
    }
  }
}
