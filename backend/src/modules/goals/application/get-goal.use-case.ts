import { Injectable } from '@nestjs/common';
import type { Goal } from '../domain/goal';
import { GoalNotFoundError } from '../domain/goal.errors';
import { GoalRepository } from '../domain/goal.repository';

@Injectable()
export class GetGoalUseCase {
  constructor(private readonly goals: GoalRepository) {}

  /** One of the user's goals; another user's id is simply not found. */
  async execute(userId: string, id: string): Promise<Goal> {
    const goal = await this.goals.findOwned(userId, id);
    if (!goal) throw new GoalNotFoundError();
    return goal;
  }
}
