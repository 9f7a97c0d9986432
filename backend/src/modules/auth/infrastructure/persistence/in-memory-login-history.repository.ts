import {
  LoginHistoryEntry,
  LoginHistoryRepository,
  sessionMinutes,
} from '../../domain/login-history';

export class InMemoryLoginHistoryRepository extends LoginHistoryRepository {
  readonly rows: LoginHistoryEntry[] = [];

  async insert(entry: LoginHistoryEntry): Promise<void> {
    this.rows.push({ ...entry });
  }
  async close(userId: string, id: string, logoutDate: Date): Promise<void> {
    const row = this.rows.find((r) => r.id === id && r.userId === userId && !r.logoutDate);
    if (!row) return;
    row.logoutDate = logoutDate;
    row.sessionDuration = sessionMinutes(row.loginDate, logoutDate);
  }
  async listForUser(userId: string, limit: number): Promise<LoginHistoryEntry[]> {
    return this.rows
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.loginDate.getTime() - a.loginDate.getTime())
      .slice(0, limit)
      .map((r) => ({ ...r }));
  }
}
