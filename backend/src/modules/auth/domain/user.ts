import { localDate } from '../../../shared/domain/calendar';
import { advanceStreak } from './login-streak';

/** A registered person. Plain data; the rules that change it live beside it. */
export interface User {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  timezone: string;
  currentStreak: number;
  longestStreak: number;
  lastLoginDate: Date | null;
  /** The user's local calendar day (`yyyy-MM-dd`) last counted towards the streak. */
  lastActiveDay: string | null;
  totalLogins: number;
  xp: number;
  level: number;
  /** The profile's version: increases by one at every profile edit (ETag / If-Match). */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export const DEFAULT_TIMEZONE = 'America/New_York';

/** Emails are compared trimmed and lower-cased (decisions.md §4). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Optional names: trimmed, and blank means "none". */
export function normalizeName(name: string | null | undefined): string | null {
  if (name === null || name === undefined) return null;
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The user after signing in at `now`: one more login, the login date, and the
 * streak advanced by the local day of `now` in the user's zone.
 */
export function recordLogin(user: User, now: Date, today: string): User {
  const streak = advanceStreak(user, today);
  return {
    ...user,
    ...streak,
    totalLogins: user.totalLogins + 1,
    lastLoginDate: now,
    updatedAt: now,
  };
}

/** What the profile form may change (the email never changes). */
export interface ProfileChange {
  firstName?: string | null;
  lastName?: string | null;
  timezone?: string;
}

/**
 * The user after a profile edit: names trimmed (blank clears them), the time
 * zone replaced when given. The caller has checked the zone is a valid IANA one.
 */
export function updateProfile(user: User, change: ProfileChange, now: Date): User {
  const timezone = change.timezone ?? user.timezone;
  return {
    ...user,
    firstName: change.firstName === undefined ? user.firstName : normalizeName(change.firstName),
    lastName: change.lastName === undefined ? user.lastName : normalizeName(change.lastName),
    timezone,
    lastActiveDay: lastActiveDayAfterMove(user, timezone, now),
    updatedAt: now,
  };
}

/**
 * A user counted as active today who moves to another zone is active today there too: the
 * day their streak last counted becomes today's date in the new zone. Otherwise a move east
 * across midnight would add a day to the streak with no second visit (today there is
 * already "the next day"), and a move west would hold the next day back. A user not seen
 * today keeps their last day: the next visit counts it in the new zone.
 */
function lastActiveDayAfterMove(user: User, timezone: string, now: Date): string | null {
  if (timezone === user.timezone || user.lastActiveDay !== localDate(now, user.timezone))
    return user.lastActiveDay;
  return localDate(now, timezone);
}
