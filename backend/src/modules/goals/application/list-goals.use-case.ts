import { Injectable } from '@nestjs/common';
import type { Goal } from '../domain/goal';
import { GoalRepository } from '../domain/goal.repository';

@Injectable()
export class ListGoalsUseCase {
  constructor(private readonly goals: GoalRepository) {}

  /** The user's goals, newest first. */
  execute(userId: string): Promise<Goal[]> {
    return this.goals.listForUser(userId);
  }
}
