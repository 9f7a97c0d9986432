/**
 * Login throttling (decisions.md §9): 10 failed logins for one account from
 * one address within 15 minutes, or 100 failures from one address within an
 * hour, are refused with 429 until the window passes. The owner signing in
 * from another address is not blocked.
 */
export interface ThrottleRule {
  name: 'account' | 'address';
  limit: number;
  windowMs: number;
}

export const LOGIN_THROTTLE_RULES: readonly ThrottleRule[] = [
  { name: 'account', limit: 10, windowMs: 15 * 60_000 },
  { name: 'address', limit: 100, windowMs: 60 * 60_000 },
];

export function throttleKeys(email: string, ip: string): Record<ThrottleRule['name'], string> {
  return { account: `account:${email}|${ip}`, address: `address:${ip}` };
}

/**
 * Port: a shared counter of sign-in attempts (in the database, so every app node sees it).
 * An attempt is recorded before its password is checked and counted with the others, so
 * guesses sent together cannot all pass one count; it is forgotten when it turns out not
 * to be a failure (refused unchecked, or the right password).
 */
export abstract class LoginAttemptStore {
  /** Attempts recorded for the key at or after `since`, and the oldest of them. */
  abstract failuresSince(key: string, since: Date): Promise<{ count: number; oldest: Date | null }>;
  /** Records an attempt; answers its id (for `forget`). */
  abstract record(key: string, at: Date): Promise<string>;
  /** Drops the attempts with these ids. */
  abstract forget(ids: readonly string[]): Promise<void>;
  abstract clear(key: string): Promise<void>;
  /** Drops records older than `before` (housekeeping). */
  abstract purgeBefore(before: Date): Promise<void>;
}
