import { Injectable } from '@nestjs/common';
import { NotSignedInError } from '../domain/auth.errors';
import type { User } from '../domain/user';
import { UserRepository } from '../domain/user.repository';

@Injectable()
export class GetCurrentUserUseCase {
  constructor(private readonly users: UserRepository) {}

  /** The signed-in user; a session whose user is gone counts as signed out. */
  async execute(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotSignedInError();
    return user;
  }
}
