import { useEffect, useReducer } from 'react';
import { calendarDateIn } from './dates';

/** How often a page open across midnight looks at the clock: a day late by at most this. */
export const NEW_DAY_CHECK_MS = 30_000;

/**
 * Renders the component again when the calendar day changes in the user's time zone, so
 * that what it reckons from "today" (the journal's latest date and its Today button, the
 * bell's reflections not yet written, a milestone's "Due tomorrow") moves at midnight on
 * a page left open overnight, not at the next reload. It also looks when the tab comes
 * back into view or the window gets the focus (a laptop woken in the morning). Imported
 * by path, as `tab-drafts` is (a hook in the barrel changes how the first page splits).
 */
export function useRenderOnNewDay(timeZone: string | null | undefined): void {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let day = calendarDateIn(new Date(), timeZone);
    const check = () => {
      const now = calendarDateIn(new Date(), timeZone);
      if (now !== day) {
        day = now;
        rerender();
      }
    };
    const timer = setInterval(check, NEW_DAY_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [timeZone]);
}
