import { mergeText } from '../../../shared/lib/merge-text';

/** Deep equality of form values (JSON-shaped). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An edit form moved onto a newer version of its goal (another tab or device saved
 * meanwhile), three-way, per field: what only the user changed since `read` is kept; what
 * only the other side changed takes the latest version; where both changed a text, both
 * texts are kept, theirs first (mergeText, as the journal's drafts), so nothing typed is lost;
 * where both changed a choice or a number, the latest version stands, as the user is told.
 * Objects (the Elaborate answers) go field by field; lists (sub-categories) as a whole.
 */
export function keepMyChanges<T extends object>(read: T, mine: T, theirs: T): T {
  const out = { ...theirs } as Record<string, unknown>;
  const r = read as Record<string, unknown>;
  const m = mine as Record<string, unknown>;
  for (const key of Object.keys(out)) {
    if (!(key in m) || same(m[key], r[key])) continue;
    const [was, ours, now] = [r[key], m[key], out[key]];
    if (same(now, was)) out[key] = ours;
    else if (isPlainObject(was) && isPlainObject(ours) && isPlainObject(now))
      out[key] = keepMyChanges(was, ours, now);
    else if (typeof ours === 'string' && typeof now === 'string')
      out[key] = mergeText(typeof was === 'string' ? was : '', ours, now);
  }
  return out as T;
}

/** The dialog's message when the user's changes were kept over a newer version. */
export const KEPT_NOTICE =
  'This goal was changed elsewhere since you opened it. The latest version is shown, and what you changed is kept on top: check it and save again.';
