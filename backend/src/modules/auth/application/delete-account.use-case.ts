import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { SessionRegistry } from '../../../shared/session/session-registry';
import { NotSignedInError, WrongPasswordError } from '../domain/auth.errors';
import { LoginAttemptStore } from '../domain/login-throttle';
import { PasswordHasher } from '../domain/password-hasher';
import { UserDataStore } from '../domain/user-data';
import { UserRepository } from '../domain/user.repository';
import { PasswordGuesses } from './password-guesses';

/**
 * Deletes the account after checking its password: the user's row and every
 * row of every table that belongs to the user go in one transaction, then
 * every session of the user ends (database, Redis or memory store).
 */
@Injectable()
export class DeleteAccountUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly data: UserDataStore,
    private readonly sessions: SessionRegistry,
    attempts: LoginAttemptStore,
    clock: Clock,
  ) {
    this.guesses = new PasswordGuesses(attempts, clock);
  }

  private readonly guesses: PasswordGuesses;

  /** `clientNetwork`: where the request came from; the password guess limits count per network. */
  async execute(userId: string, password: string, clientNetwork: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotSignedInError();
    const right = await this.guesses.judge(user.email, clientNetwork, () =>
      this.hasher.verify(password, user.passwordHash),
    );
    if (!right) throw new WrongPasswordError('password');
    // Only over the hash just checked: a password changed meanwhile (the owner locking
    // out whoever held the old one) leaves the account as it is.
    if (!(await this.data.deleteEverything(user.id, user.passwordHash))) {
      throw new WrongPasswordError('password');
    }
    await this.sessions.destroyAllForUser(user.id);
  }
}
