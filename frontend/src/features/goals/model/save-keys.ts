import { newIdempotencyKey } from '../../../shared/api';

/** The most goals one `POST /api/goals/batch` takes (decisions §8); a longer list goes in parts. */
export const BATCH_MAX = 500;

export const saveKeysKey = (userId: string) => `lodestar:${userId}:goals-save-keys`;

/** The Idempotency-Key of each part of a list, and where the list stands in the one first written. */
export interface SavePlan {
  keys: string[];
  /** 0, or after part of a long list was saved, the position of what is left. */
  offset: number;
}

interface StoredPlan extends SavePlan {
  list: string;
}

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

function storedFor(userId: string, entries: readonly string[]): StoredPlan | null {
  try {
    const stored = JSON.parse(
      storage()?.getItem(saveKeysKey(userId)) ?? 'null',
    ) as StoredPlan | null;
    if (
      stored?.list === JSON.stringify(entries) &&
      Array.isArray(stored.keys) &&
      stored.keys.every((key) => typeof key === 'string') &&
      Number.isInteger(stored.offset) &&
      stored.offset >= 0
    )
      return stored;
  } catch {
    // unreadable: as if none
  }
  return null;
}

/** Where this draft starts in the list first written: 0 unless part of it was saved. */
export function draftOffset(userId: string | undefined, entries: readonly string[]): number {
  return userId ? (storedFor(userId, entries)?.offset ?? 0) : 0;
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

/** Keeps `plan` as this list's (after part of a save went through: the rest's). */
export function rememberSaveKeys(userId: string, entries: readonly string[], plan: SavePlan): void {
  try {
    storage()?.setItem(
      saveKeysKey(userId),
      JSON.stringify({ list: JSON.stringify(entries), ...plan } satisfies StoredPlan),
    );
  } catch {
    // storage full or blocked: the keys live as long as the dialog does
  }
}
