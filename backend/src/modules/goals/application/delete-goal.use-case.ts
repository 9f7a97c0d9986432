import { Injectable } from '@nestjs/common';
import { deleteVersioned, type VersionCondition } from '../../../shared/domain/versioning';
import { GoalNotFoundError } from '../domain/goal.errors';
import { GoalRepository } from '../domain/goal.repository';

@Injectable()
export class DeleteGoalUseCase {
  constructor(private readonly goals: GoalRepository) {}

  /** With If-Match, only the version it names is deleted (412 otherwise). */
  execute(userId: string, id: string, condition: VersionCondition = null): Promise<void> {
    return deleteVersioned({
      condition,
      load: () => this.goals.findOwned(userId, id),
      remove: (expected) => this.goals.deleteOwned(userId, id, expected),
      notFound: () => new GoalNotFoundError(),
      what: 'goal',
      key: `${userId} ${id}`,
    });
  }
}
