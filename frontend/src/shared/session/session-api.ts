import { baseApi, nullOn } from '../api/base-api';
import type { AppDispatch } from '../store/configure-app-store';
import type { User } from './types';

/**
 * The session is shared by every feature (the header, the home page, the profile...),
 * so its two calls live here rather than inside one feature. Login and registration
 * belong to the auth feature.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The current user, or `null` when signed out (a 401 returns nothing, spec §7). */
    getCurrentUser: build.query<User | null, void>({
      queryFn: nullOn<User>([401], '/auth/user'),
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
