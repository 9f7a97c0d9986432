import type { LoginHistoryEntry } from './login-history';
import type { User } from './user';

/** The columns `updateFresh` saves: the sign-in, streak and password fields. */
export type SignInFields = Pick<
  User,
  | 'passwordHash'
  | 'currentStreak'
  | 'longestStreak'
  | 'lastLoginDate'
  | 'lastActiveDay'
  | 'totalLogins'
  | 'updatedAt'
>;

export function signInFields(user: User): SignInFields {
  const { passwordHash, currentStreak, longestStreak, lastLoginDate, lastActiveDay } = user;
  const { totalLogins, updatedAt } = user;
  return {
    passwordHash,
    currentStreak,
    longestStreak,
    lastLoginDate,
    lastActiveDay,
    totalLogins,
    updatedAt,
  };
}

/** Port: where users are kept. Bound to a TypeORM or in-memory adapter. */
export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  /**
   * Inserts a new user and, in the same transaction, its first login-history entry
   * (registration signs in): both or neither, so a failure leaves no account behind that
   * a retry would find "already exists". Throws DomainError CONFLICT when the email is
   * taken.
   */
  abstract insert(user: User, firstLogin?: LoginHistoryEntry): Promise<void>;
  /**
   * Reads the user's row afresh while holding it (a row lock on MySQL; SQLite's
   * transactions run one at a time), passes it to `change`, and saves the sign-in,
   * streak and password fields of what `change` returns, in that one transaction.
   * Never the profile (names, time zone, version: see updateProfile) nor xp and level
   * (the gamification log's total), so no writer overwrites another's work with what
   * it read before. `change` answers null to save nothing, or throws to abandon it.
   * Returns the user as saved (as read when nothing was), or null when the user is gone.
   */
  abstract updateFresh(id: string, change: (fresh: User) => User | null): Promise<User | null>;
  /**
   * Saves names, time zone and the streak's last day (moved with the zone) where the
   * stored profile version is still `expectedVersion` (one conditional UPDATE); false
   * when no row matched.
   */
  abstract updateProfile(user: User, expectedVersion: number): Promise<boolean>;
}
