import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { SessionRegistry } from '../../../shared/session/session-registry';
import { NotSignedInError, WrongPasswordError } from '../domain/auth.errors';
import { CommonPasswords } from '../domain/common-passwords';
import { LoginHistoryRepository } from '../domain/login-history';
import { LoginAttemptStore } from '../domain/login-throttle';
import { PasswordHasher } from '../domain/password-hasher';
import { assertAcceptablePassword } from '../domain/password-policy';
import { UserRepository } from '../domain/user.repository';
import { PasswordGuesses } from './password-guesses';

export interface ChangePasswordCommand {
  userId: string;
  currentPassword: string;
  newPassword: string;
  /** The session making the change: it stays signed in. */
  currentSessionId: string;
  currentLoginHistoryId: string | null;
  /** Where the request came from (an IPv6 client's /64): the guess limits count per network. */
  clientNetwork: string;
}

/**
 * Changes the password after checking the current one. Every other session
 * of the user ends (a thief holding an old session is locked out) and their
 * login-history entries are closed: now for the sessions that were live, at
 * their last activity for those that had expired but were not purged yet.
 */
@Injectable()
export class ChangePasswordUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswords,
    private readonly sessions: SessionRegistry,
    private readonly history: LoginHistoryRepository,
    private readonly clock: Clock,
    attempts: LoginAttemptStore,
  ) {
    this.guesses = new PasswordGuesses(attempts, clock);
  }

  private readonly guesses: PasswordGuesses;

  async execute(cmd: ChangePasswordCommand): Promise<void> {
    const user = await this.users.findById(cmd.userId);
    if (!user) throw new NotSignedInError();
    const right = await this.guesses.judge(user.email, cmd.clientNetwork, () =>
      this.hasher.verify(cmd.currentPassword, user.passwordHash),
    );
    if (!right) throw new WrongPasswordError('currentPassword');
    assertAcceptablePassword(cmd.newPassword, 'newPassword', (p) =>
      this.commonPasswords.isCommon(p),
    );
    const passwordHash = await this.hasher.hash(cmd.newPassword);
    const now = this.clock.now();
    // Saved only over the hash the current password was checked against: of two changes
    // at once, the second finds its current password no longer current.
    const saved = await this.users.updateFresh(user.id, (fresh) => {
      if (fresh.passwordHash !== user.passwordHash) throw new WrongPasswordError('currentPassword');
      return { ...fresh, passwordHash, updatedAt: now };
    });
    if (!saved) throw new NotSignedInError();
    const ended = await this.sessions.destroyAllForUser(user.id, cmd.currentSessionId, now);
    // Each ended session's entry closes when that session really ended: now for a live
    // one, its last activity for one that had expired. An open entry whose session was
    // already gone without a trace keeps no duration rather than one that runs to now.
    for (const session of ended) {
      if (!session.loginHistoryId || session.loginHistoryId === cmd.currentLoginHistoryId) continue;
      await this.history.close(user.id, session.loginHistoryId, session.endedAt);
    }
  }
}
