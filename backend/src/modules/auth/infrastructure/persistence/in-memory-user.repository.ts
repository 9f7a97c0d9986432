import { EmailTakenError } from '../../domain/auth.errors';
import type { LoginHistoryEntry, LoginHistoryRepository } from '../../domain/login-history';
import type { User } from '../../domain/user';
import { signInFields, UserRepository } from '../../domain/user.repository';

export class InMemoryUserRepository extends UserRepository {
  readonly rows = new Map<string, User>();

  /** `history` takes a new user's first sign-in, as the database's one transaction does. */
  constructor(private readonly history?: LoginHistoryRepository) {
    super();
  }

  async findById(id: string): Promise<User | null> {
    const u = this.rows.get(id);
    return u ? { ...u } : null;
  }
  async findByEmail(email: string): Promise<User | null> {
    for (const u of this.rows.values()) if (u.email === email) return { ...u };
    return null;
  }
  async insert(user: User, firstLogin?: LoginHistoryEntry): Promise<void> {
    if (await this.findByEmail(user.email)) throw new EmailTakenError();
    if (firstLogin && !this.history) throw new Error('No login history to record the sign-in');
    this.rows.set(user.id, { ...user });
    if (firstLogin) await this.history!.insert(firstLogin);
  }
  async updateFresh(id: string, change: (fresh: User) => User | null): Promise<User | null> {
    const stored = this.rows.get(id);
    if (!stored) return null;
    const next = change({ ...stored });
    if (!next) return { ...stored };
    const saved = { ...stored, ...signInFields(next) };
    this.rows.set(id, saved);
    return { ...saved };
  }
  async updateProfile(user: User, expectedVersion: number): Promise<boolean> {
    const stored = this.rows.get(user.id);
    if (!stored || stored.version !== expectedVersion) return false;
    const { firstName, lastName, timezone, lastActiveDay, version, updatedAt } = user;
    this.rows.set(user.id, {
      ...stored,
      firstName,
      lastName,
      timezone,
      lastActiveDay,
      version,
      updatedAt,
    });
    return true;
  }
}
