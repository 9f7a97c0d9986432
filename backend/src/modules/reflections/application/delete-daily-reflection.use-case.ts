import { Injectable } from '@nestjs/common';
import { DailyReflectionRepository } from '../domain/daily-reflection.repository';
import { ReflectionNotFoundError } from '../domain/reflection.errors';

/**
 * Deletes one of the user's morning or evening sessions (another user's id, or one already
 * gone, is not found). What it earned stays earned: the XP is the user's, as a deleted
 * goal's is.
 */
@Injectable()
export class DeleteDailyReflectionUseCase {
  constructor(private readonly reflections: DailyReflectionRepository) {}

  async execute(userId: string, id: string): Promise<void> {
    if (!(await this.reflections.deleteOwned(userId, id))) throw new ReflectionNotFoundError();
  }
}
