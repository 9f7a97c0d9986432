import { UserPreferences, UserPreferencesRepository } from '../../domain/user-preferences';

export class InMemoryUserPreferencesRepository extends UserPreferencesRepository {
  readonly rows = new Map<string, UserPreferences>();

  async findForUser(userId: string): Promise<UserPreferences | null> {
    const p = this.rows.get(userId);
    return p ? structuredClone(p) : null;
  }
  async save(
    userId: string,
    preferences: UserPreferences,
    _at: Date,
    expectedVersion: number,
  ): Promise<boolean> {
    if ((this.rows.get(userId)?.version ?? 0) !== expectedVersion) return false;
    this.rows.set(userId, structuredClone(preferences));
    return true;
  }
}
