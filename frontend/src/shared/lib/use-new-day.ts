import { useEffect, useReducer } from 'react';
import { calendarDateIn } from './dates';

/** How often a page open across midnight looks at the clock: a day late by at most this. */
export const NEW_DAY_CHECK_MS = 30_000;

/** The components showing a "today", told when the clock may have passed a midnight. */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
const tell = () => listeners.forEach((listener) => listener());

/** One clock for every component that asks (the bell, the page, a card): one timer. */
function watchClock(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    timer = setInterval(tell, NEW_DAY_CHECK_MS);
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
 * the morning). Imported by path, as `tab-drafts` is (a hook in the barrel changes how the
 * first page splits).
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
