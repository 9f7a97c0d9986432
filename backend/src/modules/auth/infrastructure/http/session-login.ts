import { normalizeIp } from '@nestjs/throttler';
import type { CookieOptions, Request, Response } from 'express';
import { localDate } from '../../../../shared/domain/calendar';
import {
  AppSessionData,
  markFreshSession,
  REMEMBER_ME_MS,
} from '../../../../shared/session/session-registry';
import type { SignedIn } from '../../application/signed-in';

type AppRequest = Request & { session: Request['session'] & AppSessionData };

/**
 * The network the password-guess limits count a request's address in: an IPv6 address as
 * its /64 (one client holds it whole), an IPv4-mapped one as the IPv4 address (the request
 * limiter's own grouping).
 */
export function clientNetwork(req: Request): string {
  return normalizeIp(req.ip ?? 'unknown');
}

/** The session cookie's name without TLS (behind TLS it is `__Host-lodestar.sid`). */
export const SESSION_COOKIE = 'lodestar.sid';

/**
 * Tells the browser to drop the session cookie, with the attributes it was set with:
 * behind TLS a `__Host-` cookie cleared without `Secure` is ignored by the browser, which
 * then kept sending the dead cookie (and never got the signed-out landing page again).
 */
export function clearSessionCookie(req: Request, res: Response): void {
  const name = (req.app.get('sessionCookieName') as string | undefined) ?? SESSION_COOKIE;
  const options = (req.app.get('sessionCookieOptions') as CookieOptions | undefined) ?? {
    path: '/',
  };
  res.clearCookie(name, options);
}

/** A signed-in session that a new sign-in on the same browser replaces. */
export interface ReplacedSession {
  userId: string;
  loginHistoryId: string;
}

/**
 * The signed-in session this request came with, read from the session already loaded
 * (no query): a sign-in gives the browser a new session id and the old session ends, so
 * its login-history entry must be closed. Null for a browser without one.
 */
export function signedInSession(req: Request): ReplacedSession | null {
  const session = (req as Partial<AppRequest>).session;
  const userId = session?.passport?.user;
  const loginHistoryId = session?.loginHistoryId;
  if (typeof userId !== 'string' || typeof loginHistoryId !== 'string') return null;
  return { userId, loginHistoryId };
}

/** Binds a fresh sign-in to the (already regenerated) session. */
export function bindSession(req: Request, signedIn: SignedIn, rememberMe: boolean): void {
  const session = (req as AppRequest).session;
  markFreshSession(session);
  session.loginHistoryId = signedIn.loginHistoryId;
  session.activeDay = signedIn.user.lastActiveDay ?? localDate(new Date(), signedIn.user.timezone);
  session.timezone = signedIn.user.timezone;
  session.rememberMe = rememberMe;
  if (rememberMe) session.cookie.maxAge = REMEMBER_ME_MS;
  else session.cookie.expires = undefined; // a browser-session cookie
}

/**
 * Gives the signed-in session a new id, keeping what it holds; the old id ends. After a
 * password change: whoever holds a copy of this session's cookie (the reason to change a
 * password) is signed out with every other session, the owner stays signed in.
 */
export async function renewSessionId(req: Request, userId: string): Promise<void> {
  const { loginHistoryId, activeDay, timezone, rememberMe } = (req as AppRequest).session;
  await logIn(req, { id: userId });
  const session = (req as AppRequest).session;
  markFreshSession(session);
  Object.assign(session, { loginHistoryId, activeDay, timezone, rememberMe });
  if (rememberMe) session.cookie.maxAge = REMEMBER_ME_MS;
  else session.cookie.expires = undefined;
  await saveSession(req);
}

/** passport's req.login as a promise (it regenerates the session id). */
export function logIn(req: Request, user: { id: string }): Promise<void> {
  return new Promise((resolve, reject) =>
    req.login(user, (err) => (err ? reject(err) : resolve())),
  );
}

export function logOut(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
}

/** Stores the session now rather than when the answer is sent. */
export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.save((err) => (err ? reject(err) : resolve())),
  );
}

/**
 * Drops this request's session without a word to the store (which has just failed):
 * express-session then neither saves nor destroys anything when the answer goes, and
 * sends no cookie. For a sign-up whose session could not be stored and whose account is
 * removed: no session of that account may be written afterwards.
 */
export function forgetSession(req: Request): void {
  const r = req as { session?: unknown; sessionID?: string };
  r.session = undefined;
  r.sessionID = undefined;
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve) => {
    if (!req.session) return resolve();
    req.session.destroy(() => resolve());
  });
}
