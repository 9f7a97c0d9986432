import { createHash } from 'node:crypto';

/**
 * The ETag of a user's activity log at a version (its number of events, which only
 * grows): `"log-<owner>-<version>"`, where `<owner>` is a short hash of the user's id. A
 * version is a small number many users share; the owner part makes a tag meaningless for
 * anyone else's log, so a tag sent with another user's session (a client that kept it
 * past a sign-out) never earns a 304 (docs/security.md, "two people on one browser").
 */
export function logEtag(userId: string, version: number): string {
  return `"log-${ownerOf(userId)}-${version}"`;
}

/**
 * The version of this user's log that an If-None-Match header names (RFC 9110 §13.1.2:
 * a list of tags, weak ones compared as strong), or undefined when it names none: absent,
 * `*`, garbled, or another user's tag. With several, the newest.
 */
export function versionNamedBy(
  header: string | string[] | undefined,
  userId: string,
): number | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  const owner = ownerOf(userId);
  let named: number | undefined;
  for (const part of value.split(',')) {
    const m = /^\s*(?:W\/)?"log-([0-9a-f]{12})-(0|[1-9]\d{0,14})"\s*$/.exec(part);
    if (!m || m[1] !== owner) continue;
    const version = Number(m[2]);
    if (named === undefined || version > named) named = version;
  }
  return named;
}

function ownerOf(userId: string): string {
  return createHash('sha256').update(userId).digest('hex').slice(0, 12);
}
