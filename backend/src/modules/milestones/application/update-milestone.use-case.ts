import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { updateVersioned, type VersionCondition } from '../../../shared/domain/versioning';
import { editMilestone, type Milestone, type MilestoneFields } from '../domain/milestone';
import { MilestoneNotFoundError, UnknownGoalError } from '../domain/milestone.errors';
import { GoalOwnership, MilestoneRepository } from '../domain/milestone.repository';

export type UpdateMilestoneCommand = Partial<MilestoneFields>;

@Injectable()
export class UpdateMilestoneUseCase {
  constructor(
    private readonly milestones: MilestoneRepository,
    private readonly goals: GoalOwnership,
    private readonly clock: Clock,
  ) {}

  /**
   * Edits, completes or reopens one of the user's milestones; answers the whole
   * record. A stale If-Match condition is 412 and changes nothing.
   */
  async execute(
    userId: string,
    id: string,
    changes: UpdateMilestoneCommand,
    condition: VersionCondition = null,
  ): Promise<Milestone> {
    const { after } = await updateVersioned<Milestone>({
      load: () => this.milestones.findOwned(userId, id),
      change: async (current) => {
        const next = editMilestone(current, changes, this.clock.now());
        if (
          changes.goalId !== undefined &&
          changes.goalId !== null &&
          changes.goalId !== current.goalId &&
          !(await this.goals.isOwnedBy(userId, changes.goalId))
        ) {
          throw new UnknownGoalError();
        }
        return next;
      },
      save: async (next, expected) => {
        try {
          return await this.milestones.update(next, expected);
        } catch (error) {
          // Its goal was deleted after the load (the database then empties the link without
          // a new version): a change that did not name a goal is applied again to the row as
          // it now is; one that did is refused, as before.
          if (error instanceof UnknownGoalError && changes.goalId === undefined) return false;
          throw error;
        }
      },
      condition,
      notFound: () => new MilestoneNotFoundError(),
      what: 'milestone',
      key: `${userId} ${id}`,
    });
    return after;
  }
}
