import { NotFoundError, ValidationError } from '../../../shared/domain/domain-error';

export class MilestoneNotFoundError extends NotFoundError {
  constructor() {
    super('Milestone');
  }
}

/**
 * The goalId names no goal of this user. Missing and someone else's goal get
 * the same answer, so goal ids cannot be probed (decisions.md §3).
 */
export class UnknownGoalError extends ValidationError {
  constructor() {
    super('goalId must be the id of one of your goals');
  }
}
