import type { Goal } from './goal';
import type { IdempotencyReceipt } from './idempotency';

/** Port: where goals are kept. Every read and write is scoped to the owner. */
export abstract class GoalRepository {
  /** The user's goals, newest first. */
  abstract listForUser(userId: string): Promise<Goal[]>;
  /** The goal when it exists and belongs to the user; null otherwise. */
  abstract findOwned(userId: string, id: string): Promise<Goal | null>;
  abstract insert(goal: Goal): Promise<void>;
  /**
   * Inserts all goals or none, in one transaction; with a receipt, records it in
   * the same transaction and throws IdempotencyKeyTakenError when the user
   * already holds a live receipt under that key (a concurrent retry won).
   */
  abstract insertMany(goals: Goal[], receipt: IdempotencyReceipt | null): Promise<void>;
  /**
   * Saves the changed goal when it still belongs to the user AND its stored
   * version is still `expectedVersion`, in one conditional statement; false
   * when no row matched (another writer won, or the goal is gone).
   */
  abstract update(goal: Goal, expectedVersion: number): Promise<boolean>;
  /**
   * Deletes the goal when it belongs to the user (and is still at `expectedVersion`, when
   * given); false when nothing was deleted.
   */
  abstract deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean>;
}
