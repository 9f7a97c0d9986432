import {
  compareWeekly,
  WeeklyCursor,
  WeeklyPage,
  WeeklyReflection,
  WeeklyReflectionRepository,
} from '../../domain/weekly-reflection';

export class InMemoryWeeklyReflectionRepository extends WeeklyReflectionRepository {
  readonly rows: WeeklyReflection[] = [];

  async listForUser(userId: string): Promise<WeeklyReflection[]> {
    return this.rows
      .filter((r) => r.userId === userId)
      .sort(compareWeekly)
      .map((r) => ({ ...r }));
  }

  async listPage(userId: string, limit: number, after?: WeeklyCursor): Promise<WeeklyPage> {
    const rest = (await this.listForUser(userId)).filter(
      (r) => !after || compareWeekly(after, r) < 0,
    );
    return { reflections: rest.slice(0, limit), more: rest.length > limit };
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
