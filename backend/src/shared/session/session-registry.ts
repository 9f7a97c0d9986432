import type { Store } from 'express-session';
import { localDate } from '../domain/calendar';

/** What is left of a session that expired without a sign-out. */
export interface ExpiredSession {
  userId: string;
  loginHistoryId: string | null;
  /** When the session was last used (its expiry minus its idle lifetime). */
  lastActiveAt: Date;
}

/** A session ended by `destroyAllForUser`, and when it really ended. */
export interface EndedSession {
  userId: string;
  loginHistoryId: string | null;
  /**
   * `now` for a session that was still live; for one that had already expired (and
   * was not purged yet), its last activity, as the purge would have closed it.
   */
  endedAt: Date;
}

/**
 * Port over the session store: the express-session Store plus what the app
 * needs beyond it (ending every session of a user, purging expired ones).
 */
export abstract class SessionRegistry {
  abstract readonly store: Store;
  /**
   * Ends every session of the user except `exceptSid` and reports the ones it ended
   * (a session already gone without a trace is not reported: nobody knows when it ended).
   */
  abstract destroyAllForUser(
    userId: string,
    exceptSid?: string,
    now?: Date,
  ): Promise<EndedSession[]>;
  /**
   * Makes every session of the user but `exceptSid` count its next visit again: the day
   * it last counted and that day's zone (`activeDay`, `timezone`) are forgotten, so its
   * next request takes the daily-visit path, which reads the user's zone. Called when
   * the user's zone changes (a session would otherwise go on judging "today" in the old
   * zone). Nothing else of a session changes, its expiry included, and a session that
   * has ended stays ended.
   */
  abstract forgetCountedDay(userId: string, exceptSid?: string): Promise<void>;
  /** Removes expired sessions and reports them to the listeners. Returns how many. */
  abstract purgeExpired(now: Date): Promise<number>;
  abstract close(): Promise<void>;

  private readonly expiredListeners: Array<(s: ExpiredSession) => Promise<void>> = [];

  /** Called for each session that expired idle (to close its login-history entry). */
  onExpired(listener: (s: ExpiredSession) => Promise<void>): void {
    this.expiredListeners.push(listener);
  }

  protected async emitExpired(sessions: ExpiredSession[]): Promise<void> {
    for (const s of sessions) for (const l of this.expiredListeners) await l(s);
  }
}

/** Session data this app keeps (besides passport's user id). */
export interface AppSessionData {
  passport?: { user?: string };
  loginHistoryId?: string;
  /** The user's local day last counted towards the streak, and its zone. */
  activeDay?: string;
  /** The user's time zone when the session last counted a day. */
  timezone?: string;
  rememberMe?: boolean;
}

/**
 * True when the session has already counted the user's visit today (in the
 * zone it last saw), so the daily-visit check has nothing to do.
 */
export function visitCountedToday(
  session: Pick<AppSessionData, 'activeDay' | 'timezone'>,
  now: Date,
): boolean {
  const zone = session.timezone;
  return typeof zone === 'string' && zone.length > 0 && session.activeDay === localDate(now, zone);
}

const FRESH = Symbol('lodestar.fresh-session');

/**
 * Marks a session as begun by this request (a sign-in or sign-up). Only such a session
 * may be written to a store that does not hold it: any other write is of a session that
 * already exists, and when it is gone (ended by a password change, an account deletion,
 * a sign-out elsewhere or expiry while the request ran) the write must not bring it back.
 * The mark is a symbol: never serialised, gone with the request.
 */
export function markFreshSession(session: object): void {
  Object.defineProperty(session, FRESH, { value: true, enumerable: false });
}

export function isFreshSession(session: object): boolean {
  return (session as { [FRESH]?: boolean })[FRESH] === true;
}

export const IDLE_TTL_MS = 24 * 60 * 60_000;
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60_000;

/** When a session with this cookie should expire if left idle. */
export function sessionExpiry(
  sess: { cookie?: { expires?: Date | string | null } },
  now: Date,
): Date {
  const expires = sess.cookie?.expires;
  if (expires) {
    const d = new Date(expires);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return new Date(now.getTime() + IDLE_TTL_MS);
}

export function idleLifetimeMs(sess: { rememberMe?: boolean }): number {
  return sess.rememberMe ? REMEMBER_ME_MS : IDLE_TTL_MS;
}
