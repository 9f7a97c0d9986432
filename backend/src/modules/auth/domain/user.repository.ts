import type { User } from './user';

/** Port: where users are kept. Bound to a TypeORM or in-memory adapter. */
export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  /** Inserts a new user; throws DomainError CONFLICT when the email is taken. */
  abstract insert(user: User): Promise<void>;
  /**
   * Saves the sign-in, streak and password fields. Never the profile (names,
   * time zone, version: see updateProfile) nor xp and level (the reflections
   * module adds XP in its own transaction), so a login never overwrites them
   * with what it read before.
   */
  abstract update(user: User): Promise<void>;
  /**
   * Saves names, time zone and the streak's last day (moved with the zone) where the
   * stored profile version is still `expectedVersion` (one conditional UPDATE); false
   * when no row matched.
   */
  abstract updateProfile(user: User, expectedVersion: number): Promise<boolean>;
}
