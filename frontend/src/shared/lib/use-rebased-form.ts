import { useCallback, useState } from 'react';
import { keepMyChanges, same, type FreeTexts } from './kept-edits';

/** A record whose every change raises its `version` (sent back as If-Match). */
export interface Versioned {
  readonly version: number;
}

/**
 * Reads the form from its record. A method's type, so a reader of the record's own type
 * (`(goal: Goal) => Form`) fits where the record type is not inferred (`useRebasedForm<Form>`).
 */
type FormReader<R, T> = { read(record: R): T }['read'];

interface State<T> {
  version: number | undefined;
  read: T;
  form: T;
  carried: boolean;
  overruled: string[];
}

/**
 * An edit form over a record whose version may change while it is open (its save answered
 * 412 and the record was read again, or another tab's change came in): the form moves onto
 * the latest version and keeps what the user changed on top of it (keepMyChanges), so
 * nothing typed is lost and nothing the user left alone puts back an older value. The
 * component holding it is keyed by the record's id, never by its version (a remount threw
 * the user's text away). `record`: null for a form that creates one (never rebased);
 * `texts`: the form's free texts, merged where both sides wrote one; `labels`: the fields'
 * names for `overruled`. `carried`: some of the user's changes were kept over a newer
 * version; `overruled`: the labels of those the other side changed too, where the latest
 * stands; both until `settle()` (the next save). Used by the goal dialogs, the milestone
 * and value forms and the profile card.
 */
export function useRebasedForm<T extends object, R extends Versioned | null = Versioned | null>(
  record: R,
  toForm: FormReader<R, T>,
  texts: FreeTexts,
  labels: Readonly<Record<string, string>>,
) {
  const version = record?.version;
  const [state, setState] = useState<State<T>>(() => {
    const form = toForm(record);
    return { version, read: form, form, carried: false, overruled: [] };
  });
  let current = state;
  if (version !== state.version) {
    // Adjusting state while rendering, from the newer record (React's "storing information
    // from previous renders"): no frame shows the old form over the new version.
    const latest = toForm(record);
    const { form, overruled } = keepMyChanges(state.read, state.form, latest, texts);
    const names = overruled.map((key) => labels[key] ?? key);
    current = {
      version,
      read: latest,
      form,
      carried: !same(form, latest),
      overruled: [...new Set([...state.overruled, ...names])],
    };
    setState(current);
  }
  const setForm = useCallback(
    (update: (form: T) => T) => setState((s) => ({ ...s, form: update(s.form) })),
    [],
  );
  const settle = useCallback(() => setState((s) => ({ ...s, carried: false, overruled: [] })), []);
  return {
    form: current.form,
    setForm,
    /** The form as read from the record's latest version (what "changed" is measured from). */
    read: current.read,
    /** The user has changed the form since it was read (or rebased). */
    changed: !same(current.read, current.form),
    carried: current.carried,
    overruled: current.overruled,
    settle,
  };
}
