import type { Milestone } from './milestone';

/** Port: where milestones are kept. Every query is scoped to its owner. */
export abstract class MilestoneRepository {
  /** The user's milestones, soonest target date first. */
  abstract listForUser(userId: string): Promise<Milestone[]>;
  abstract findOwned(userId: string, id: string): Promise<Milestone | null>;
  abstract insert(milestone: Milestone): Promise<void>;
  /**
   * Saves the milestone only where it is the user's and its stored version is
   * still `expectedVersion` (one conditional UPDATE); false when no row matched.
   */
  abstract update(milestone: Milestone, expectedVersion: number): Promise<boolean>;
  /** True when an owned milestone (still at `expectedVersion`, when given) was deleted. */
  abstract deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean>;
}

/** Port: the goals a milestone may hang under (the goals table, read only). */
export abstract class GoalOwnership {
  abstract isOwnedBy(userId: string, goalId: string): Promise<boolean>;
}
