import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { updateVersioned, type VersionCondition } from '../../../shared/domain/versioning';
import { becameCompleted, changeGoal, type Goal, type GoalChanges } from '../domain/goal';
import { GoalNotFoundError } from '../domain/goal.errors';
import { GoalRepository } from '../domain/goal.repository';

export interface UpdateGoalResult {
  goal: Goal;
  /** This change completed a goal that was open. */
  completedNow: boolean;
}

/**
 * Changes a goal. With an If-Match condition a stale version is refused (412)
 * and nothing changes; the write itself is conditional on the version read, so
 * of two racing writers with the same If-Match exactly one wins.
 */
@Injectable()
export class UpdateGoalUseCase {
  constructor(
    private readonly goals: GoalRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    userId: string,
    id: string,
    changes: GoalChanges,
    condition: VersionCondition = null,
  ): Promise<UpdateGoalResult> {
    const { before, after } = await updateVersioned<Goal>({
      load: () => this.goals.findOwned(userId, id),
      change: (current) => changeGoal(current, changes, this.clock.now()),
      save: (next, expected) => this.goals.update(next, expected),
      condition,
      notFound: () => new GoalNotFoundError(),
      what: 'goal',
      key: `${userId} ${id}`,
    });
    return { goal: after, completedNow: becameCompleted(before, after) };
  }
}
