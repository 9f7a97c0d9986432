import { Injectable } from '@nestjs/common';
import { LoginHistoryEntry, LoginHistoryRepository } from '../domain/login-history';

export const LOGIN_HISTORY_LIMIT = 100;

@Injectable()
export class ListLoginHistoryUseCase {
  constructor(private readonly history: LoginHistoryRepository) {}

  /** The user's most recent sign-ins, newest first. */
  execute(userId: string): Promise<LoginHistoryEntry[]> {
    return this.history.listForUser(userId, LOGIN_HISTORY_LIMIT);
  }
}
