import type { Goal } from '../../domain/goal';
import { GoalRepository } from '../../domain/goal.repository';
import {
  idempotencyCutoff,
  IdempotencyKeyTakenError,
  IdempotencyReceipts,
  type IdempotencyReceipt,
} from '../../domain/idempotency';

const copy = (g: Goal): Goal => structuredClone(g);

/** Receipts in memory, shared with the in-memory goal repository. */
export class InMemoryIdempotencyReceipts extends IdempotencyReceipts {
  readonly rows = new Map<string, IdempotencyReceipt>();
  static id = (userId: string, key: string) => `${userId}\u0000${key}`;

  async find(userId: string, key: string, notBefore: Date): Promise<IdempotencyReceipt | null> {
    const r = this.rows.get(InMemoryIdempotencyReceipts.id(userId, key));
    return r && r.createdAt >= notBefore ? { ...r } : null;
  }
  async purgeBefore(before: Date): Promise<void> {
    for (const [id, r] of this.rows) if (r.createdAt < before) this.rows.delete(id);
  }
}

export class InMemoryGoalRepository extends GoalRepository {
  readonly rows = new Map<string, Goal>();
  /** Makes the next insertMany fail after validation (to test all-or-none). */
  failNextInsert: Error | null = null;

  constructor(readonly receipts = new InMemoryIdempotencyReceipts()) {
    super();
  }

  async listForUser(userId: string): Promise<Goal[]> {
    return [...this.rows.values()]
      .filter((g) => g.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map(copy);
  }
  async findOwned(userId: string, id: string): Promise<Goal | null> {
    const g = this.rows.get(id);
    return g && g.userId === userId ? copy(g) : null;
  }
  async insert(goal: Goal): Promise<void> {
    if (this.rows.has(goal.id)) throw new Error('duplicate primary key');
    this.rows.set(goal.id, copy(goal));
  }
  async insertMany(goals: Goal[], receipt: IdempotencyReceipt | null): Promise<void> {
    if (this.failNextInsert) {
      const e = this.failNextInsert;
      this.failNextInsert = null;
      throw e;
    }
    if (receipt) {
      const id = InMemoryIdempotencyReceipts.id(receipt.userId, receipt.key);
      const existing = this.receipts.rows.get(id);
      if (existing && existing.createdAt >= idempotencyCutoff(receipt.createdAt)) {
        throw new IdempotencyKeyTakenError();
      }
      this.receipts.rows.set(id, { ...receipt });
    }
    for (const g of goals) this.rows.set(g.id, copy(g));
  }
  async update(goal: Goal, expectedVersion: number): Promise<boolean> {
    const g = this.rows.get(goal.id);
    if (!g || g.userId !== goal.userId || g.version !== expectedVersion) return false;
    this.rows.set(goal.id, copy(goal));
    return true;
  }
  async deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean> {
    const g = this.rows.get(id);
    if (!g || g.userId !== userId) return false;
    if (expectedVersion !== undefined && g.version !== expectedVersion) return false;
    this.rows.delete(id);
    return true;
  }
}
