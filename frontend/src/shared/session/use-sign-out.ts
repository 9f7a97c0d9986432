import { useCallback } from 'react';
import { baseApi } from '../api/base-api';
import { sessionEnded } from '../events';
import { forgetTabDrafts } from '../lib/tab-drafts';
import type { AppDispatch } from '../store/configure-app-store';
import { useAppDispatch } from '../store/hooks';
import { sessionApi, useLogoutMutation } from './session-api';

export type SignOutResult = { ok: true } | { ok: false; error: unknown };

/**
 * What signing out leaves in this browser: no cached read of anyone (RTK Query), nobody
 * signed in (no refetch needed), and `sessionEnded` announced so slices holding per-user
 * state reset themselves. Member pages then send the user to '/'.
 */
export function forgetSession(dispatch: AppDispatch): void {
  dispatch(baseApi.util.resetApiState());
  // Synchronously (upsertQueryData would settle a tick later): the member pages must see
  // nobody signed in in the same render as their emptied cache, and go, rather than ask the
  // server for their data again and get 401s.
  dispatch(
    sessionApi.util.upsertQueryEntries([
      { endpointName: 'getCurrentUser', arg: undefined, value: null },
    ]),
  );
  dispatch(sessionEnded());
}

/** POST /api/logout; on success, {@link forgetSession}. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();
  const signOut = useCallback(async (): Promise<SignOutResult> => {
    try {
      await logout().unwrap();
    } catch (error) {
      return { ok: false, error };
    }
    forgetSession(dispatch);
    forgetTabDrafts(); // signed out on purpose: no unsaved text stays (an expiry keeps it)
    return { ok: true };
  }, [dispatch, logout]);
  return { signOut, isSigningOut: isLoading };
}
