import { useEffect, useRef } from 'react';
import { baseApi } from '../api/base-api';
import { useToday } from '../lib/use-new-day';
import { useAppDispatch } from '../store';
import { useCurrentUser } from './use-session';

/**
 * Reads again what the server works out from the user's "today" when that day changes
 * on an open page (midnight in the profile's zone, or a new zone): the login streak, the
 * dashboard's Day Streak and Monthly Progress kept yesterday's or last month's figures
 * until a reload, since a new day re-renders the screens but re-reads nothing. Once per
 * change; the first day a page opens on reads nothing again.
 */
export function useReadAgainOnNewDay(): void {
  const user = useCurrentUser();
  const today = useToday(user?.timezone);
  const dispatch = useAppDispatch();
  const seen = useRef(today);
  useEffect(() => {
    if (seen.current === today) return;
    seen.current = today;
    dispatch(baseApi.util.invalidateTags(['Stats', 'User']));
  }, [today, dispatch]);
}
