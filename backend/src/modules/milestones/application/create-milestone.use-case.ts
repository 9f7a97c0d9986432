import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
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

  async execute(userId: string, command: CreateMilestoneCommand): Promise<Milestone> {
    const goalId = command.goalId ?? null;
    const milestone = createMilestone(
      this.ids.next(),
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
    await this.milestones.insert(milestone);
    return milestone;
  }
}
