import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { createOnce, idForRetry, type Created } from '../../../shared/domain/idempotency-key';
import { createMilestone, type Milestone } from '../domain/milestone';
import { UnknownGoalError } from '../domain/milestone.errors';
import { GoalOwnership, MilestoneRepository } from '../domain/milestone.repository';

export interface CreateMilestoneCommand {
  title: string;
  targetDate: string;
  description?: string | null;
  isCompleted?: boolean;
  goalId?: string | null;
}

@Injectable()
export class CreateMilestoneUseCase {
  constructor(
    private readonly milestones: MilestoneRepository,
    private readonly goals: GoalOwnership,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** With an Idempotency-Key, the same request sent again answers the milestone the first one made. */
  async execute(
    userId: string,
    command: CreateMilestoneCommand,
    idempotencyKey: string | null = null,
  ): Promise<Created<Milestone>> {
    const goalId = command.goalId ?? null;
    const id =
      idempotencyKey === null
        ? this.ids.next()
        : idForRetry(userId, 'milestone', idempotencyKey, command);
    const milestone = createMilestone(
      id,
      userId,
      {
        title: command.title,
        description: command.description ?? null,
        targetDate: command.targetDate,
        isCompleted: command.isCompleted ?? false,
        goalId,
      },
      this.clock.now(),
    );
    if (goalId !== null && !(await this.goals.isOwnedBy(userId, goalId))) {
      throw new UnknownGoalError();
    }
    return createOnce({
      keyed: idempotencyKey !== null,
      record: milestone,
      insert: (m) => this.milestones.insert(m),
      stored: () => this.milestones.findOwned(userId, id),
    });
  }
}
