import { errorStatus, newIdempotencyKey } from '../../../shared/api';

/** The most goals one `POST /api/goals/batch` takes (decisions §8); a longer list goes in parts. */
export const BATCH_MAX = 500;

export const saveKeysKey = (userId: string) => `lodestar:${userId}:goals-save-keys`;

/** The Idempotency-Key of each part of a list, and where the list stands in the one first written. */
export interface SavePlan {
  keys: string[];
  /** 0, or after part of a long list was saved, the position of what is left. */
  offset: number;
}

/**
 * The record kept in localStorage: the keys, and a digest of the list they belong to,
 * never the list's words. With 'Auto-save goals' off no draft is kept (account.md), and
 * this record outlives a failed save, so it must not become one.
 */
interface StoredPlan extends SavePlan {
  digest: string;
  /**
   * The last save of this list may have made its goals (its answer was lost): the list
   * waits, read-only, until a retry with these keys settles it.
   */
  unsettled?: true;
}

/**
 * A 64-bit digest of a text, as 16 hex digits: cyrb53's two 32-bit lanes, both kept.
 * Not cryptographic: it tells one list from another (an edited list gets new keys), fast
 * and synchronous on 500 goals of 200 characters, and the words cannot be read back from it.
 */
export function textDigest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(h2) + hex(h1);
}

/** The digest of a list of entries, as the record keeps it. */
export const listDigest = (entries: readonly string[]) => textDigest(JSON.stringify(entries));

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The parts a list is saved in, BATCH_MAX entries each, with the position of their first
 * in the list as first written (`from`: where this list starts in it).
 */
export function savePartsOf(
  entries: readonly string[],
  from = 0,
): Array<{ offset: number; titles: string[] }> {
  const parts: Array<{ offset: number; titles: string[] }> = [];
  for (let i = 0; i < entries.length; i += BATCH_MAX)
    parts.push({ offset: from + i, titles: entries.slice(i, i + BATCH_MAX) });
  return parts;
}

/**
 * The user's record, if any. One written before the digest (`list`: the list's own words)
 * is rewritten as its digest, the same keys kept, so the retry it is for still reuses them;
 * one that cannot be read is removed, whatever words it holds with it.
 */
function storedPlan(userId: string): StoredPlan | null {
  const store = storage();
  const key = saveKeysKey(userId);
  let raw: string | null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredPlan> & { list?: unknown };
    if (
      Array.isArray(stored.keys) &&
      stored.keys.every((k) => typeof k === 'string') &&
      Number.isInteger(stored.offset) &&
      stored.offset! >= 0
    ) {
      const plan = {
        keys: stored.keys,
        offset: stored.offset!,
        ...(stored.unsettled === true ? { unsettled: true as const } : {}),
      };
      if (typeof stored.digest === 'string' && stored.list === undefined)
        return { digest: stored.digest, ...plan };
      if (typeof stored.list === 'string') {
        const digest = textDigest(stored.list);
        store!.setItem(key, JSON.stringify({ digest, ...plan } satisfies StoredPlan));
        return { digest, ...plan };
      }
    }
  } catch {
    // unreadable, or storage refused the rewrite: removed below
  }
  try {
    store?.removeItem(key);
  } catch {
    // storage blocked: nothing more can be done
  }
  return null;
}

function storedFor(userId: string, entries: readonly string[]): StoredPlan | null {
  const stored = storedPlan(userId);
  return stored?.digest === listDigest(entries) ? stored : null;
}

/**
 * Rewrites a record kept before the digest, which held the list's words, as its digest
 * (or removes it if unreadable). Run when 'Auto-save goals' is read: with it off, no words
 * are left in the browser even before Rapid Goal Writing is opened again.
 */
export function forgetSavedListText(userId: string): void {
  storedPlan(userId);
}

/** Where this draft starts in the list first written: 0 unless part of it was saved. */
export function draftOffset(userId: string | undefined, entries: readonly string[]): number {
  return savedListState(userId, entries).offset;
}

/**
 * What the record says of this list: where it starts in the list first written; whether its
 * last save may have made its goals (`unsettled`: it waits for a retry with the same keys);
 * whether a save of another list, no longer here, was left so (`otherUnsettled`: with
 * 'Auto-save goals' off a reload drops the list, and the record keeps no words of it).
 */
export function savedListState(
  userId: string | undefined,
  entries: readonly string[],
): { offset: number; unsettled: boolean; otherUnsettled: boolean } {
  const stored = userId ? storedPlan(userId) : null;
  if (!stored?.unsettled) {
    const offset = stored && stored.digest === listDigest(entries) ? stored.offset : 0;
    return { offset, unsettled: false, otherUnsettled: false };
  }
  const mine = stored.digest === listDigest(entries);
  return { offset: mine ? stored.offset : 0, unsettled: mine, otherUnsettled: !mine };
}

/** Statuses that refuse a request for what it holds: the same body sent before was refused too. */
const REFUSED_AS_SENT = new Set([400, 413, 415, 422]);

/**
 * Whether a failed save of a part may have made its goals all the same, so that the list must
 * not change until a retry with the same keys settles it: no answer came (the network, the
 * 30 s limit), the answer could not be read, the server failed (5xx), or another request with
 * the key is still being processed (409). Any other 4xx refused the request, and nothing was
 * made. `sentBefore`: this part's outcome was already unknown before this try; then only a
 * refusal of what the request holds settles it (the first try held the same), not one that
 * concerns this try alone (401 signed out, 403, 429).
 */
export function mayHaveLanded(failure: unknown, sentBefore: boolean): boolean {
  const status = errorStatus(failure);
  if (typeof status !== 'number' || status >= 500 || status === 409 || status < 400) return true;
  return sentBefore && !REFUSED_AS_SENT.has(status);
}

/**
 * The keys of this list's parts, kept in the browser beside the draft: a save whose answer
 * was lost, retried after closing the dialog or reloading the page, sends the same keys and
 * the server answers its first result instead of creating the goals twice. A changed list
 * is a new save with new keys.
 */
export function saveKeysFor(userId: string, entries: readonly string[]): SavePlan {
  const parts = savePartsOf(entries).length;
  const stored = storedFor(userId, entries);
  if (stored && stored.keys.length === parts) return { keys: stored.keys, offset: stored.offset };
  const plan = { keys: Array.from({ length: parts }, newIdempotencyKey), offset: 0 };
  rememberSaveKeys(userId, entries, plan);
  return plan;
}

/**
 * Keeps `plan` as this list's (after part of a save went through: the rest's); `unsettled`:
 * its last save may have made its goals (mayHaveLanded), so it waits for a retry.
 */
export function rememberSaveKeys(
  userId: string,
  entries: readonly string[],
  plan: SavePlan,
  unsettled = false,
): void {
  const stored: StoredPlan = { digest: listDigest(entries), keys: plan.keys, offset: plan.offset };
  if (unsettled) stored.unsettled = true;
  try {
    storage()?.setItem(saveKeysKey(userId), JSON.stringify(stored));
  } catch {
    // storage full or blocked: the keys live as long as the dialog does
  }
}
