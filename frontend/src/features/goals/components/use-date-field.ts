import { useCallback, useRef, useState } from 'react';
import { dateInputUnreadable } from '../../../shared/lib/dates';

/**
 * Whether a date field holds a half-typed date the browser cannot read (its value is then
 * '', like an empty field's). Give `inputRef` to the field; `recheck` reads it again (give
 * it to onChange, onBlur and onKeyUp: typing a day into an empty field changes no value,
 * so React reports no change); `check` does the same at Save or Next and answers at once.
 * A field that goes (the wizard's step left) or comes afresh starts from what it holds.
 */
export function useDateField() {
  const element = useRef<HTMLInputElement | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const check = useCallback((): boolean => {
    const bad = dateInputUnreadable(element.current);
    setUnreadable(bad);
    return bad;
  }, []);
  const recheck = useCallback(() => {
    check();
  }, [check]);
  const inputRef = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      check();
    },
    [check],
  );
  const focus = useCallback(() => element.current?.focus(), []);
  return { inputRef, unreadable, check, recheck, focus };
}
