import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { LoginHistoryRepository } from '../domain/login-history';

/** Closes the login-history entry of the session being signed out (its duration). */
@Injectable()
export class SignOutUseCase {
  constructor(
    private readonly history: LoginHistoryRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, loginHistoryId: string | null, at?: Date): Promise<void> {
    if (!loginHistoryId) return;
    await this.history.close(userId, loginHistoryId, at ?? this.clock.now());
  }
}
