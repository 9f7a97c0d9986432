import { parse } from 'cookie';
import { unsign } from 'cookie-signature';
import type { SessionData, Store } from 'express-session';
import type { AppSessionData } from './session-registry';

/**
 * The session id carried by a request's session cookie, read the way
 * express-session reads it: the cookie `name`, signed (`s:<id>.<signature>`)
 * by one of `secrets` (the first signs, all verify). Null when there is no
 * such cookie or no secret verifies it.
 */
export function signedSessionId(
  cookieHeader: string | undefined,
  name: string,
  secrets: readonly string[],
): string | null {
  if (!cookieHeader) return null;
  const raw = parse(cookieHeader)[name];
  if (typeof raw !== 'string' || !raw.startsWith('s:')) return null;
  for (const secret of secrets) {
    const sid = unsign(raw.slice(2), secret);
    if (sid !== false) return sid;
  }
  return null;
}

/**
 * The id of the user signed in by this cookie header, read from the session
 * store without express-session (for a page request outside `/api`, where no
 * session is loaded): null when the cookie is missing or forged, or names no
 * stored session with a user.
 */
export function signedInUserId(
  store: Store,
  cookieHeader: string | undefined,
  name: string,
  secrets: readonly string[],
): Promise<string | null> {
  const sid = signedSessionId(cookieHeader, name, secrets);
  if (!sid) return Promise.resolve(null);
  return new Promise((resolve, reject) =>
    store.get(sid, (error: unknown, sess?: SessionData | null) => {
      if (error) return reject(error);
      const userId = (sess as (SessionData & AppSessionData) | null | undefined)?.passport?.user;
      resolve(typeof userId === 'string' && userId.length > 0 ? userId : null);
    }),
  );
}
