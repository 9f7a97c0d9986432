import { Injectable } from '@nestjs/common';
import { localDate } from '../../../shared/domain/calendar';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { InvalidCredentialsError } from '../domain/auth.errors';
import { LoginHistoryRepository } from '../domain/login-history';
import { LoginAttemptStore } from '../domain/login-throttle';
import { PasswordHasher } from '../domain/password-hasher';
import { normalizeEmail, recordLogin } from '../domain/user';
import { UserRepository } from '../domain/user.repository';
import { PasswordGuesses } from './password-guesses';
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
    attempts: LoginAttemptStore,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {
    this.guesses = new PasswordGuesses(attempts, clock);
  }

  private readonly guesses: PasswordGuesses;

  async execute(cmd: AuthenticateUserCommand): Promise<SignedIn> {
    // A sign-in flood: refuse at once (429) rather than after the throttle's
    // queries; a sign-in let in keeps its place in the hashing line meanwhile.
    const turn = this.hasher.reserve();
    const email = normalizeEmail(cmd.email);
    // Typed by a cast: set inside the check below, which narrowing does not follow.
    let found = null as Awaited<ReturnType<UserRepository['findByEmail']>>;
    let ok = false;
    try {
      ok = await this.guesses.judge(email, cmd.clientNetwork ?? cmd.ipAddress, async () => {
        found = await this.users.findByEmail(email);
        if (found) return this.hasher.verify(cmd.password, found.passwordHash, turn);
        await this.hasher.verifyAgainstDummy(cmd.password, turn);
        return false;
      });
    } finally {
      turn.release(); // also when the database fails: the place in line is never kept
    }
    if (!found || !ok) throw new InvalidCredentialsError();

    const now = this.clock.now();
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
}
