import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import type { ApiError } from '../api/api-error';
import { baseApi, type apiBaseQuery } from '../api/base-api';
import type { AppDispatch } from '../store/configure-app-store';
import { selectSessionLost, sessionLost } from './session-slice';
import type { User } from './types';

/**
 * GET /api/auth/user. A 401 says "signed out" (`null`, spec §7) only while this tab knows
 * nobody: the first check of a page load, or after a sign-out here, which empties the
 * cache. Once a user is known, the same 401 on a read again (the new day's, one after a
 * write, any refetch) means the server ended the session while the page was open: it
 * fails instead, the cached user stays, and the session-lost listener shows "Your session
 * has ended" over the page. Answering `null` there made the member gate send the page to
 * /auth, unmounting every open form and what was typed in it (review r9-writes, item 1).
 * Likewise an answer naming another user (another tab signed in as someone else) keeps
 * this tab's user and marks the session taken elsewhere, as the storage note does.
 */
async function readCurrentUser(
  _arg: unknown,
  api: BaseQueryApi,
  _extra: unknown,
  baseQuery: (args: string | FetchArgs) => ReturnType<typeof apiBaseQuery>,
): Promise<{ data: User | null } | { error: ApiError }> {
  const result = await baseQuery('/auth/user');
  const known = selectSessionUser(api.getState());
  if (result.error) {
    if (result.error.status === 401 && !known) return { data: null };
    return { error: result.error };
  }
  const user = result.data as User;
  if (known && user && user.id !== known.id) {
    if (!selectSessionLost(api.getState() as never))
      api.dispatch(sessionLost({ takenElsewhere: true }));
    return {
      error: {
        status: 'CUSTOM_ERROR',
        message: 'Another account was signed in to Lodestar in another tab of this browser.',
      },
    };
  }
  return { data: user };
}

/**
 * The session is shared by every feature (the header, the home page, the profile...),
 * so its two calls live here rather than inside one feature. Login and registration
 * belong to the auth feature.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The current user, or `null` when signed out (a 401 returns nothing, spec §7), unless
     * a user is already known: see {@link readCurrentUser}.
     */
    getCurrentUser: build.query<User | null, void>({
      queryFn: readCurrentUser,
      providesTags: ['User'],
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = sessionApi;

/**
 * The session check, sent before anything subscribes to it (the app sends it as its store
 * is made; the session hook then finds it in flight instead of asking again).
 */
export const prefetchCurrentUser = (dispatch: AppDispatch) =>
  dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false }));

const selectCurrentUserResult = sessionApi.endpoints.getCurrentUser.select();

/**
 * The signed-in user in the session cache, or null (signed out, or the check has not
 * answered): for listeners and code that read the store without subscribing to it.
 */
export function selectSessionUser(state: unknown): User | null {
  return selectCurrentUserResult(state as never)?.data ?? null;
}
