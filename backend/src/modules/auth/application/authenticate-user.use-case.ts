import { Injectable } from '@nestjs/common';
import { localDate } from '../../../shared/domain/calendar';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { InvalidCredentialsError, TooManyLoginAttemptsError } from '../domain/auth.errors';
import { LoginHistoryRepository } from '../domain/login-history';
import { LOGIN_THROTTLE_RULES, LoginAttemptStore, throttleKeys } from '../domain/login-throttle';
import { PasswordHasher } from '../domain/password-hasher';
import { normalizeEmail, recordLogin } from '../domain/user';
import { UserRepository } from '../domain/user.repository';
import type { SignedIn } from './signed-in';

export interface AuthenticateUserCommand {
  email: string;
  password: string;
  ipAddress: string;
  /**
   * The network the throttle counts the address in: an IPv6 client holds a whole /64 and
   * could give each guess an address of its own. The address itself when absent.
   */
  clientNetwork?: string;
  userAgent: string | null;
}

/**
 * Checks an email and password. Unknown email and wrong password fail the
 * same way and take the same time; repeated failures are throttled per
 * account-and-address and per address.
 */
@Injectable()
export class AuthenticateUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly history: LoginHistoryRepository,
    private readonly attempts: LoginAttemptStore,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(cmd: AuthenticateUserCommand): Promise<SignedIn> {
    // A sign-in flood: refuse at once (429) rather than after the throttle's
    // queries; a sign-in let in keeps its place in the hashing line meanwhile.
    const turn = this.hasher.reserve();
    const email = normalizeEmail(cmd.email);
    const keys = throttleKeys(email, cmd.clientNetwork ?? cmd.ipAddress);
    let found: Awaited<ReturnType<UserRepository['findByEmail']>> = null;
    let ok = false;
    let attempt: string[] = [];
    let failed = false;
    try {
      // Recorded before it is counted, so guesses sent together count each other: of nine
      // failures and two guesses at once, both count eleven and neither is checked. Kept
      // as a failure only if the password turns out wrong.
      attempt = await Promise.all(
        Object.values(keys).map((key) => this.attempts.record(key, this.clock.now())),
      );
      await this.refuseWhenThrottled(keys);
      found = await this.users.findByEmail(email);
      if (found) ok = await this.hasher.verify(cmd.password, found.passwordHash, turn);
      else await this.hasher.verifyAgainstDummy(cmd.password, turn);
      failed = !found || !ok;
    } finally {
      turn.release(); // also when the database fails: the place in line is never kept
      if (!failed && attempt.length > 0) await this.attempts.forget(attempt);
    }
    if (!found || !ok) throw new InvalidCredentialsError();

    const now = this.clock.now();
    await this.attempts.clear(keys.account);
    // Counted on the row as it is now, and only while it still holds the hash just
    // checked: a password changed during the check is not put back by this sign-in.
    const verifiedHash = found.passwordHash;
    const user = await this.users.updateFresh(found.id, (fresh) => {
      if (fresh.passwordHash !== verifiedHash) throw new InvalidCredentialsError();
      return recordLogin(fresh, now, localDate(now, fresh.timezone));
    });
    if (!user) throw new InvalidCredentialsError();
    const loginHistoryId = this.ids.next();
    await this.history.insert({
      id: loginHistoryId,
      userId: user.id,
      loginDate: now,
      ipAddress: cmd.ipAddress,
      userAgent: cmd.userAgent,
      sessionDuration: null,
      logoutDate: null,
    });
    return { user, loginHistoryId };
  }

  /**
   * The sign-in's second look, once its session is stored: true while the account still
   * holds the password that was checked. A password change saved meanwhile has ended every
   * other session, possibly before this one reached the store; false tells the caller to
   * end it too.
   */
  async stillCurrent(signedIn: SignedIn): Promise<boolean> {
    const now = await this.users.findById(signedIn.user.id);
    return now !== null && now.passwordHash === signedIn.user.passwordHash;
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
