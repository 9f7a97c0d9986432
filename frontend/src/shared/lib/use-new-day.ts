import { useEffect, useReducer } from 'react';
import { calendarDateIn } from './dates';

/** How often a page open across midnight looks at the clock: a day late by at most this. */
export const NEW_DAY_CHECK_MS = 30_000;

/** The components showing a "today", told when the clock may have passed a midnight. */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
const tell = () => listeners.forEach((listener) => listener());

/**
 * The timer's look at the clock, skipped while the page is hidden (a tab in the
 * background, a minimised window): nobody sees its "today" there, and a new day would
 * re-read the server's figures with nobody at the screen, a request the server counts as
 * that day's visit (the login streak grew for a user who stayed away). The
 * `visibilitychange` below moves the day once the page is seen again.
 */
const tick = () => {
  if (document.visibilityState === 'hidden') return;
  tell();
};

/** One clock for every component that asks (the bell, the page, a card): one timer. */
function watchClock(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    timer = setInterval(tick, NEW_DAY_CHECK_MS);
    document.addEventListener('visibilitychange', tell);
    window.addEventListener('focus', tell);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', tell);
    window.removeEventListener('focus', tell);
  };
}

/**
 * Today's date (`yyyy-MM-dd`) in the user's time zone, which moves at midnight on a page
 * left open overnight, not at the next reload: the journal's latest date and its Today
 * button, the bell's reflections not yet written, a milestone's "Due tomorrow". It also
 * looks when the tab comes back into view or the window gets the focus (a laptop woken in
 * the morning). While the page is hidden the timer does not move it: a tab left open in
 * the background moves to the new day when it is next seen. Imported by path, as
 * `tab-drafts` is (a hook in the barrel changes how the first page splits).
 */
export function useToday(timeZone: string | null | undefined): string {
  const today = calendarDateIn(new Date(), timeZone);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(
    () =>
      watchClock(() => {
        if (calendarDateIn(new Date(), timeZone) !== today) rerender();
      }),
    [timeZone, today],
  );
  return today;
}
