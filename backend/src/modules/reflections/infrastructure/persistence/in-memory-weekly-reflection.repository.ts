import { WeeklyReflection, WeeklyReflectionRepository } from '../../domain/weekly-reflection';

export class InMemoryWeeklyReflectionRepository extends WeeklyReflectionRepository {
  readonly rows: WeeklyReflection[] = [];

  async listForUser(userId: string): Promise<WeeklyReflection[]> {
    return this.rows
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime())
      .map((r) => ({ ...r }));
  }

  async insert(reflection: WeeklyReflection): Promise<void> {
    this.rows.push({ ...reflection });
  }
}
