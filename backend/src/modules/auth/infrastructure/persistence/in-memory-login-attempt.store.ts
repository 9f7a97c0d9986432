import { LoginAttemptStore } from '../../domain/login-throttle';

export class InMemoryLoginAttemptStore extends LoginAttemptStore {
  readonly failures = new Map<string, Date[]>();

  async failuresSince(key: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const recent = (this.failures.get(key) ?? []).filter((d) => d >= since);
    const oldest = recent.length ? new Date(Math.min(...recent.map((d) => d.getTime()))) : null;
    return { count: recent.length, oldest };
  }
  async recordFailure(key: string, at: Date): Promise<void> {
    this.failures.set(key, [...(this.failures.get(key) ?? []), at]);
  }
  async clear(key: string): Promise<void> {
    this.failures.delete(key);
  }
  async purgeBefore(before: Date): Promise<void> {
    for (const [k, v] of this.failures)
      this.failures.set(
        k,
        v.filter((d) => d >= before),
      );
  }
}
