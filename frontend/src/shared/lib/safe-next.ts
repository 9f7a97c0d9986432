const PROBE_ORIGIN = 'http://lodestar.invalid';

/**
 * The `next` target after sign-in, only when it is a same-site relative path
 * ('/goals?category=health'). Anything else ('//evil.example', 'https://...',
 * 'javascript:...', '/\\evil', control characters, the auth page itself) gives null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in URL that brings the visitor back to `path` afterwards. */
export function signInPathFor(path: string): string {
  const next = safeNextPath(path);
  return next && next !== '/' ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
}
