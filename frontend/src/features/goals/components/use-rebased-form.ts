import { useCallback, useState } from 'react';
import { keepMyChanges, same, type FreeTexts } from '../model/kept-edits';
import type { Goal } from '../model/types';

interface State<T> {
  version: number;
  read: T;
  form: T;
  carried: boolean;
  overruled: string[];
}

/**
 * An edit dialog's form over a goal whose version may change while it is open (its save
 * answered 412 and the goal was read again, or another tab's change came in): the form
 * moves onto the latest version and keeps what the user changed on top of it
 * (keepMyChanges), so nothing typed is lost and nothing the user left alone puts back an
 * older value. `texts`: the form's free texts, merged where both sides wrote one; `labels`:
 * the fields' names for `overruled`. `carried`: some of the user's changes were kept over
 * a newer version; `overruled`: the labels of those the other side changed too, where the
 * latest stands; both until `settle()` (the next save).
 */
export function useRebasedForm<T extends object>(
  goal: Goal,
  toForm: (goal: Goal) => T,
  texts: FreeTexts,
  labels: Readonly<Record<string, string>>,
) {
  const [state, setState] = useState<State<T>>(() => {
    const form = toForm(goal);
    return { version: goal.version, read: form, form, carried: false, overruled: [] };
  });
  let current = state;
  if (goal.version !== state.version) {
    // Adjusting state while rendering, from the newer goal (React's "storing information
    // from previous renders"): no frame shows the old form over the new version.
    const latest = toForm(goal);
    const { form, overruled } = keepMyChanges(state.read, state.form, latest, texts);
    const names = overruled.map((key) => labels[key] ?? key);
    current = {
      version: goal.version,
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
    /** The user has changed the form since it was read (or rebased). */
    changed: !same(current.read, current.form),
    carried: current.carried,
    overruled: current.overruled,
    settle,
  };
}
