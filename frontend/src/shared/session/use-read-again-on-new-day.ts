import { useEffect, useRef } from 'react';
import { baseApi } from '../api/base-api';
import { useToday } from '../lib/use-new-day';
import { useAppDispatch } from '../store';
import { selectSessionLost } from './session-slice';
import { useCurrentUser } from './use-session';

/**
 * Reads again what the server works out from the user's "today" when that day changes
 * on an open page (midnight in the profile's zone, or a new zone): the login streak, the
 * dashboard's Day Streak and Monthly Progress kept yesterday's or last month's figures
 * until a reload, since a new day re-renders the screens but re-reads nothing. Once per
 * change; the first day a page opens on reads nothing again.
 *
 * A page that is hidden when the day changes waits until it is seen again
 * (`visibilitychange`) and reads then, once: the server counts any signed-in request as
 * that day's visit, so a tab left open in the background made an absent user's login
 * streak grow at every midnight (review r5-stats, item 2).
 *
 * The user's read answering 401 here (the session ended meanwhile: idle expiry, a sign-out
 * in another tab, a password change elsewhere) keeps the page and shows "Your session has
 * ended" (session-api.ts), rather than sending it to sign-in.
 */
export function useReadAgainOnNewDay(): void {
  const user = useCurrentUser();
  const today = useToday(user?.timezone);
  const dispatch = useAppDispatch();
  const seen = useRef(today);
  useEffect(() => {
    if (seen.current === today) return;
    seen.current = today;
    // Not while the session is lost ("Your session has ended" is open): the reads would
    // only answer 401, or another account's figures (signed in in another tab); signing
    // in again in the dialog reads everything again.
    const readAgain = () =>
      dispatch((next, getState) => {
        if (!selectSessionLost(getState() as never))
          next(baseApi.util.invalidateTags(['Stats', 'User']));
      });
    if (document.visibilityState !== 'hidden') {
      readAgain();
      return;
    }
    const onVisible = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', onVisible);
      readAgain();
    };
    document.addEventListener('visibilitychange', onVisible);
    // Another change of day meanwhile, or the page closing: this wait ends unread (the
    // next one reads, once).
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [today, dispatch]);
}
