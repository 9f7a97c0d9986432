import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { createGoal, type Goal, type NewGoalInput } from '../domain/goal';
import { GoalRepository } from '../domain/goal.repository';

@Injectable()
export class CreateGoalUseCase {
  constructor(
    private readonly goals: GoalRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(userId: string, input: NewGoalInput): Promise<Goal> {
    const goal = createGoal({ id: this.ids.next(), userId, now: this.clock.now() }, input);
    await this.goals.insert(goal);
    return goal;
  }
}
