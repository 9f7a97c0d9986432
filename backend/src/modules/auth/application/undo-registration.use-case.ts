import { Injectable } from '@nestjs/common';
import { UserDataStore } from '../domain/user-data';
import type { SignedIn } from './signed-in';

/**
 * Takes back a registration whose sign-in could not be completed (its session could not
 * be stored: Redis down at that moment). The account was written with its first
 * login-history entry; both go, with anything else written for it, so the sign-up can be
 * tried again instead of answering "An account with this email already exists".
 */
@Injectable()
export class UndoRegistrationUseCase {
  constructor(private readonly data: UserDataStore) {}

  /** Throws when the removal fails (the caller logs it). */
  async execute(signedIn: SignedIn): Promise<void> {
    // Only the account just made: its row still holds the hash it was made with.
    await this.data.deleteEverything(signedIn.user.id, signedIn.user.passwordHash);
  }
}
