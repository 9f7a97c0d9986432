import { LoginAttemptStore } from '../../domain/login-throttle';

export class InMemoryLoginAttemptStore extends LoginAttemptStore {
  /** Per key, its attempts' ids and times. */
  readonly attempts = new Map<string, Map<string, Date>>();
  private next = 0;

  async failuresSince(key: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const recent = [...(this.attempts.get(key)?.values() ?? [])].filter((d) => d >= since);
    const oldest = recent.length ? new Date(Math.min(...recent.map((d) => d.getTime()))) : null;
    return { count: recent.length, oldest };
  }
  async record(key: string, at: Date): Promise<string> {
    const id = `attempt-${++this.next}`;
    const byId = this.attempts.get(key) ?? new Map<string, Date>();
    byId.set(id, at);
    this.attempts.set(key, byId);
    return id;
  }
  async forget(ids: readonly string[]): Promise<void> {
    for (const byId of this.attempts.values()) for (const id of ids) byId.delete(id);
  }
  async clear(key: string): Promise<void> {
    this.attempts.delete(key);
  }
  async purgeBefore(before: Date): Promise<void> {
    for (const byId of this.attempts.values())
      for (const [id, at] of byId) if (at < before) byId.delete(id);
  }
}
