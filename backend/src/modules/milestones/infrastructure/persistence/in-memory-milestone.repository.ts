import { compareMilestones, type Milestone } from '../../domain/milestone';
import { GoalOwnership, MilestoneRepository } from '../../domain/milestone.repository';

export class InMemoryMilestoneRepository extends MilestoneRepository {
  readonly rows = new Map<string, Milestone>();

  async listForUser(userId: string): Promise<Milestone[]> {
    return [...this.rows.values()]
      .filter((m) => m.userId === userId)
      .sort(compareMilestones)
      .map((m) => ({ ...m }));
  }
  async findOwned(userId: string, id: string): Promise<Milestone | null> {
    const m = this.rows.get(id);
    return m && m.userId === userId ? { ...m } : null;
  }
  async insert(milestone: Milestone): Promise<void> {
    if (this.rows.has(milestone.id)) throw new Error('duplicate primary key');
    this.rows.set(milestone.id, { ...milestone });
  }
  async update(milestone: Milestone, expectedVersion: number): Promise<boolean> {
    const m = this.rows.get(milestone.id);
    if (!m || m.userId !== milestone.userId || m.version !== expectedVersion) return false;
    this.rows.set(milestone.id, { ...milestone });
    return true;
  }
  async deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean> {
    const m = this.rows.get(id);
    if (!m || m.userId !== userId) return false;
    if (expectedVersion !== undefined && m.version !== expectedVersion) return false;
    this.rows.delete(id);
    return true;
  }
}

/** Goals as `goalId -> userId`, for tests. */
export class InMemoryGoalOwnership extends GoalOwnership {
  readonly owners = new Map<string, string>();

  async isOwnedBy(userId: string, goalId: string): Promise<boolean> {
    return this.owners.get(goalId) === userId;
  }
}
