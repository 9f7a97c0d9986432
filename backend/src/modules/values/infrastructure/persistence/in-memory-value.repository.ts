import { CoreValue, ValueRepository } from '../../domain/core-value';

export class InMemoryValueRepository extends ValueRepository {
  readonly rows = new Map<string, CoreValue>();

  async listForUser(userId: string): Promise<CoreValue[]> {
    return [...this.rows.values()]
      .filter((v) => v.userId === userId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((v) => ({ ...v }));
  }

  async findOwned(userId: string, id: string): Promise<CoreValue | null> {
    const v = this.rows.get(id);
    return v && v.userId === userId ? { ...v } : null;
  }

  async insert(value: CoreValue): Promise<void> {
    if (this.rows.has(value.id)) throw new Error('duplicate primary key');
    this.rows.set(value.id, { ...value });
  }

  async update(value: CoreValue, expectedVersion: number): Promise<boolean> {
    const v = this.rows.get(value.id);
    if (!v || v.userId !== value.userId || v.version !== expectedVersion) return false;
    this.rows.set(value.id, { ...value });
    return true;
  }

  async deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean> {
    const row = this.rows.get(id);
    if (row?.userId !== userId) return false;
    if (expectedVersion !== undefined && row.version !== expectedVersion) return false;
    return this.rows.delete(id);
  }
}
