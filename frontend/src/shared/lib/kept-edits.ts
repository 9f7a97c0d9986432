import { mergeText } from './merge-text';

/** Deep equality of form values (JSON-shaped). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A form's free texts, by key (at any depth): written in paragraphs (a multiline field) or
 * on one line (a one-line field, whose input cannot show a line break). Only these are
 * merged; every other value is a choice, a date, a number or an amount.
 */
export type FreeTexts = Readonly<Record<string, 'paragraphs' | 'line'>>;

/** One-line texts changed on both sides, both kept: "Buy running shoes / Email coach". */
export const LINE_SEPARATOR = ' / ';

/** A form moved onto a newer version, and the keys both sides changed where the latest stands. */
export interface Rebased<T> {
  form: T;
  overruled: string[];
}

/**
 * An edit form moved onto a newer version of its record (another tab or device saved
 * meanwhile), three-way, per field: what only the user changed since `read` is kept; what
 * only the other side changed takes the latest version; where both changed a free text,
 * both texts are kept, theirs first (mergeText, as the journal's drafts), so nothing typed is
 * lost; where both changed a choice, a date, a number, an amount or a list, the latest
 * version stands (a second Save cannot undo the other side's change unseen) and the key is
 * listed in `overruled`, for the form to name. Objects (a goal's Elaborate answers) go
 * field by field.
 */
export function keepMyChanges<T extends object>(
  read: T,
  mine: T,
  theirs: T,
  texts: FreeTexts,
): Rebased<T> {
  const out = { ...theirs } as Record<string, unknown>;
  const overruled: string[] = [];
  const r = read as Record<string, unknown>;
  const m = mine as Record<string, unknown>;
  for (const key of Object.keys(out)) {
    if (!(key in m) || same(m[key], r[key])) continue;
    const [was, ours, now] = [r[key], m[key], out[key]];
    if (same(now, was) || same(now, ours)) out[key] = ours;
    else if (isPlainObject(was) && isPlainObject(ours) && isPlainObject(now)) {
      const inner = keepMyChanges(was, ours, now, texts);
      out[key] = inner.form;
      overruled.push(...inner.overruled);
    } else if (texts[key] && typeof ours === 'string' && typeof now === 'string')
      out[key] = mergeText(
        typeof was === 'string' ? was : '',
        ours,
        now,
        texts[key] === 'line' ? LINE_SEPARATOR : undefined,
      );
    else overruled.push(key);
  }
  return { form: out as T, overruled };
}

/**
 * The form's message when the user's changes were kept over a newer version of the record
 * (`what`: "milestone", "value", "profile"), naming what the user changed that the other
 * side changed too, where the latest version stands (`names`: the fields' labels, "Target
 * date", "Color"). A goal's dialogs say the same of "This goal".
 */
export function keptNotice(what: string, names: readonly string[] = []): string {
  if (names.length === 0)
    return `This ${what} was changed elsewhere since you opened it. The latest version is shown, and what you changed is kept on top: check it and save again.`;
  const list =
    names.length === 1
      ? names[0]
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const them = names.length === 1 ? 'it was' : 'they were';
  return `This ${what} was changed elsewhere since you opened it. The latest version is shown, and what you changed is kept on top, except ${list}: ${them} changed there too, and the latest version stands. Check it and save again.`;
}

/**
 * The "Changed elsewhere" toast's text (a 412) for a write made from a form that keeps the
 * user's changes on top of the latest version (useRebasedForm), not the default "please
 * make your change again".
 */
export const keptConflictDescription = (what: string) =>
  `This ${what} was changed in another tab or on another device. The latest version is shown now, with your changes kept on top where they could be: check them and save again.`;
