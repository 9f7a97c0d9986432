import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { createOnce, idForRetry, type Created } from '../../../shared/domain/idempotency-key';
import { createGoal, type Goal, type NewGoalInput } from '../domain/goal';
import { GoalRepository } from '../domain/goal.repository';

@Injectable()
export class CreateGoalUseCase {
  constructor(
    private readonly goals: GoalRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** With an Idempotency-Key, the same request sent again answers the goal the first one made. */
  async execute(
    userId: string,
    input: NewGoalInput,
    idempotencyKey: string | null = null,
  ): Promise<Created<Goal>> {
    const id =
      idempotencyKey === null ? this.ids.next() : idForRetry(userId, 'goal', idempotencyKey, input);
    return createOnce({
      keyed: idempotencyKey !== null,
      record: createGoal({ id, userId, now: this.clock.now() }, input),
      insert: (goal) => this.goals.insert(goal),
      stored: () => this.goals.findOwned(userId, id),
    });
  }
}
