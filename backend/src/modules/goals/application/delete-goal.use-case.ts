import { Injectable } from '@nestjs/common';
import { GoalNotFoundError } from '../domain/goal.errors';
import { GoalRepository } from '../domain/goal.repository';

@Injectable()
export class DeleteGoalUseCase {
  constructor(private readonly goals: GoalRepository) {}

  async execute(userId: string, id: string): Promise<void> {
    if (!(await this.goals.deleteOwned(userId, id))) throw new GoalNotFoundError();
  }
}
