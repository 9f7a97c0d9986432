import { Injectable } from '@nestjs/common';
import { deleteVersioned, type VersionCondition } from '../../../shared/domain/versioning';
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

  /** With If-Match, only the version it names is deleted (412 otherwise). */
  execute(userId: string, id: string, condition: VersionCondition = null): Promise<void> {
    return deleteVersioned({
      condition,
      load: () => this.reflections.findOwned(userId, id),
      remove: (expected) => this.reflections.deleteOwned(userId, id, expected),
      notFound: () => new ReflectionNotFoundError(),
      what: 'reflection',
      key: `${userId} ${id}`,
    });
  }
}
