import { useGetCurrentUserQuery } from './session-api';
import type { User } from './types';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** Signed out because the check failed (the server away, a time-out), not answered 401. */
  checkFailed?: boolean;
}

/**
 * Who is signed in. A failed current-user call counts as signed out
 * ("failure or absence means unauthenticated", spec §7).
 */
export function useSession(): Session {
  const { data, isLoading, isUninitialized, isError } = useGetCurrentUserQuery();
  if (isLoading || isUninitialized) return { status: 'loading', user: null };
  if (data) return { status: 'signedIn', user: data };
  return { status: 'signedOut', user: null, checkFailed: isError };
}

export function useCurrentUser(): User | null {
  return useSession().user;
}
