import { baseApi } from '../../../shared/api';
import { sessionApi, type User } from '../../../shared/session';

export interface LoginRequest {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface RegisterRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Both answer with the current user (decisions §9): we put it straight into the cache. */
async function refreshCurrentUser(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: User }>,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, data));
  } catch {
    // the caller shows the failure
  }
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        refreshCurrentUser(dispatch, queryFulfilled),
    }),
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        refreshCurrentUser(dispatch, queryFulfilled),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = authApi;
