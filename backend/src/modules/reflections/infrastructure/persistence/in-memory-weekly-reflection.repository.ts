import { WeeklyReflection, WeeklyReflectionRepository } from '../../domain/weekly-reflection';

export class InMemoryWeeklyReflectionRepository extends WeeklyReflectionRepository {
  readonly rows: WeeklyReflection[] = [];

  async listForUser(userId: string): Promise<WeeklyReflection[]> {
    return this.rows
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime())
      .map((r) => ({ ...r }));
  }

  async findOwned(userId: string, id: string): Promise<WeeklyReflection | null> {
    const row = this.rows.find((r) => r.id === id && r.userId === userId);
    return row ? { ...row } : null;
  }

  async insert(reflection: WeeklyReflection): Promise<void> {
    if (this.rows.some((r) => r.id === reflection.id)) throw new Error('duplicate primary key');
    this.rows.push({ ...reflection });
  }
}
