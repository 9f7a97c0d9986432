import { Injectable } from '@nestjs/common';
import { SessionRegistry } from '../../../shared/session/session-registry';
import { NotSignedInError, WrongPasswordError } from '../domain/auth.errors';
import { PasswordHasher } from '../domain/password-hasher';
import { UserDataStore } from '../domain/user-data';
import { UserRepository } from '../domain/user.repository';

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
  ) {}

  async execute(userId: string, password: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotSignedInError();
    if (!(await this.hasher.verify(password, user.passwordHash))) {
      throw new WrongPasswordError('password');
    }
    // Only over the hash just checked: a password changed meanwhile (the owner locking
    // out whoever held the old one) leaves the account as it is.
    if (!(await this.data.deleteEverything(user.id, user.passwordHash))) {
      throw new WrongPasswordError('password');
    }
    await this.sessions.destroyAllForUser(user.id);
  }
}
