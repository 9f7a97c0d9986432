import { parse } from 'cookie';
import { unsign } from 'cookie-signature';
import type { SessionData, Store } from 'express-session';
import type { AppSessionData } from './session-registry';

/** Verified cookie headers remembered per secrets list, and how many at most. */
const verified = new WeakMap<readonly string[], Map<string, string>>();
const MAX_REMEMBERED = 10_000;
const MAX_REMEMBERED_HEADER = 4_096;

/**
 * The session id carried by a request's session cookie, read the way
 * express-session reads it: the cookie `name`, signed (`s:<id>.<signature>`)
 * by one of `secrets` (the first signs, all verify). Null when there is no
 * such cookie or no secret verifies it.
 *
 * A header that verified once is remembered (per `secrets` list, up to
 * 10,000 headers, then forgotten all at once): a browser sends the same header
 * on every request, and its answer is a pure function of the header, the name
 * and the secrets, so the next request skips the cookie parse and the HMAC
 * (and the short-lived native Hmac object, which outlives young-generation
 * collections and filled the old generation under load). Only verified
 * headers are kept, so forged ones cannot crowd it; whether the session still
 * exists is asked of the store on every request, as before.
 */
export function signedSessionId(
  cookieHeader: string | undefined,
  name: string,
  secrets: readonly string[],
): string | null {
  if (!cookieHeader) return null;
  let known = verified.get(secrets);
  const key = `${name}\n${cookieHeader}`;
  const remembered = known?.get(key);
  if (remembered !== undefined) return remembered;
  const sid = verify(cookieHeader, name, secrets);
  if (sid !== null && cookieHeader.length <= MAX_REMEMBERED_HEADER) {
    if (!known) verified.set(secrets, (known = new Map()));
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(key, sid);
  }
  return sid;
}

function verify(cookieHeader: string, name: string, secrets: readonly string[]): string | null {
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
