import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * Text typed and not saved yet, kept for this tab in sessionStorage under
 * `lodestar:<userId>:draft:<name>`: a reload or a visit to another page gives it back;
 * closing the tab forgets it (the form asks first), and so does signing out, so nothing
 * personal stays behind on a shared computer. A session that merely expired keeps it:
 * it is saved after signing in again. Ignores a browser without storage.
 */
const PREFIX = 'lodestar:';
const MARK = ':draft:';

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked
  }
}

const tabDraftKey = (userId: string, name: string) => `${PREFIX}${userId}${MARK}${name}`;

/** The stored draft, or null when there is none or it is not what `parse` accepts. */
export function readTabDraft<T>(
  userId: string,
  name: string,
  parse: (stored: unknown) => T | null,
): T | null {
  try {
    const raw = store()?.getItem(tabDraftKey(userId, name));
    return raw ? parse(JSON.parse(raw)) : null;
  } catch {
    return null; // not JSON: written by something else, ignored
  }
}

/** Keeps `value` as the draft; null removes it. */
export function writeTabDraft(userId: string, name: string, value: unknown): void {
  const s = store();
  if (!s) return;
  try {
    if (value === null) s.removeItem(tabDraftKey(userId, name));
    else s.setItem(tabDraftKey(userId, name), JSON.stringify(value));
  } catch {
    // quota reached: the draft lives on in the page, as before
  }
}

/** The keys of every draft this tab keeps. */
function draftKeys(s: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(PREFIX) && key.includes(MARK)) keys.push(key);
  }
  return keys;
}

/** Whether this tab keeps a draft (signing out would remove it, so it asks first). */
export function hasTabDrafts(): boolean {
  const s = store();
  try {
    return s !== null && draftKeys(s).length > 0;
  } catch {
    return false; // storage unavailable: nothing was kept either
  }
}

/** Removes every draft this tab keeps (signing out). */
export function forgetTabDrafts(): void {
  const s = store();
  if (!s) return;
  try {
    for (const key of draftKeys(s)) s.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept either
  }
}

/** A record of strings, as a form's answers are stored. */
export function isTextRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/**
 * `useState` whose value is this tab's draft `name` of the user: read when the form is
 * made (or when the user becomes known), written at every change (`empty` is not kept).
 * Without a user, a plain state.
 */
export function useTabDraft<T>(
  userId: string | undefined,
  name: string,
  empty: T,
  parse: (stored: unknown) => T | null,
  isEmpty: (value: T) => boolean,
): [T, Dispatch<SetStateAction<T>>] {
  const read = () => (userId ? readTabDraft(userId, name, parse) : null) ?? empty;
  const [value, setValue] = useState<T>(read);
  const [readFor, setReadFor] = useState(userId);
  if (readFor !== userId) {
    setReadFor(userId);
    setValue(read());
  }
  useEffect(() => {
    if (userId && readFor === userId) writeTabDraft(userId, name, isEmpty(value) ? null : value);
  }, [userId, readFor, name, value, isEmpty]);
  return [value, setValue];
}
