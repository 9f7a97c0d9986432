import { parse } from 'cookie';
import { unsign } from 'cookie-signature';

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
