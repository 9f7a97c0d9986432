import { useCallback } from 'react';
import { baseApi } from '../api/base-api';
import { sessionEnded } from '../events';
import { useAppDispatch } from '../store/hooks';
import { sessionApi, useLogoutMutation } from './session-api';

export type SignOutResult = { ok: true } | { ok: false; error: unknown };

/**
 * POST /api/logout. On success: clears every cached read (RTK Query), records that
 * nobody is signed in (no refetch needed), and announces `sessionEnded` so slices
 * holding per-user state reset themselves. Member pages then send the user to '/'.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();
  const signOut = useCallback(async (): Promise<SignOutResult> => {
    try {
      await logout().unwrap();
    } catch (error) {
      return { ok: false, error };
    }
    dispatch(baseApi.util.resetApiState());
    dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));
    dispatch(sessionEnded());
    return { ok: true };
  }, [dispatch, logout]);
  return { signOut, isSigningOut: isLoading };
}
