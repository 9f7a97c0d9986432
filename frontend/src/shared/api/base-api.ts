import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { env } from '../config/env';
import { formatHttpErrorMessage, type ApiError } from './api-error';

/** Reads the body once as text: JSON when there is some, `null` when empty (204). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text; // keep the raw text for the spec §8 message
  return text.length > 0 ? JSON.parse(text) : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * How long a request may go unanswered before it fails (a network that swallows
 * it, a server that hangs): the form says so and Save works again, instead of
 * 'Saving...' for ever. A create retried after it is stored once (Idempotency-Key).
 */
export const REQUEST_TIME_LIMIT_MS = 30_000;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: env.apiBaseUrl,
  credentials: 'include',
  timeout: REQUEST_TIME_LIMIT_MS,
  // fetchBaseQuery only sets `Content-Type: application/json` when a body is present.
  responseHandler: readBody,
});

/** What a request that reached no server says (offline, the server away). */
export const UNREACHABLE_MESSAGE =
  'Lodestar could not reach the server. Check your connection and try again.';

/** What a request without an answer in {@link REQUEST_TIME_LIMIT_MS} says. */
export const TIMED_OUT_MESSAGE =
  'The server took too long to answer. Check your connection and try again.';

/** fetchBaseQuery, with every failure turned into an {@link ApiError}. */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };

  const error = result.error;
  const response = result.meta?.response;
  if (typeof error.status === 'number') {
    const text = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? '');
    return {
      error: {
        status: error.status,
        message: formatHttpErrorMessage(error.status, text, response?.statusText),
        body: parseJson(text),
      },
      meta: result.meta,
    };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      error: {
        status: 'PARSING_ERROR',
        message: formatHttpErrorMessage(error.originalStatus, error.data, response?.statusText),
      },
      meta: result.meta,
    };
  }
  if (error.status === 'FETCH_ERROR') {
    // The browser's words ('TypeError: Failed to fetch') mean nothing to a person.
    return { error: { status: 'FETCH_ERROR', message: UNREACHABLE_MESSAGE }, meta: result.meta };
  }
  if (error.status === 'TIMEOUT_ERROR') {
    return { error: { status: 'TIMEOUT_ERROR', message: TIMED_OUT_MESSAGE }, meta: result.meta };
  }
  return { error: { status: error.status, message: error.error }, meta: result.meta };
};

/** Every cache tag of the app, declared once so any feature can invalidate any other's data. */
export const TAG_TYPES = [
  'User',
  'Goal',
  'Stats',
  'Milestone',
  'Quote',
  'Reflection',
  'Value',
  'Preferences',
  'Gamification',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The ONE RTK Query API of the app. Features add endpoints with
 * `baseApi.injectEndpoints(...)` in their own `api/` folder.
 * Reads never go stale on their own, never refetch on focus, never poll, never retry.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 24 * 60 * 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

/**
 * A `queryFn` for reads that "return nothing" on some statuses instead of failing,
 * e.g. the current user on 401 (spec §7) or a random quote on 404.
 */
export function nullOn<T>(statuses: readonly number[], args: string | FetchArgs) {
  return async (
    _arg: unknown,
    _api: unknown,
    _extra: unknown,
    baseQuery: (args: string | FetchArgs) => ReturnType<typeof apiBaseQuery>,
  ): Promise<{ data: T | null } | { error: ApiError }> => {
    const result = await baseQuery(args);
    if (result.error) {
      if (typeof result.error.status === 'number' && statuses.includes(result.error.status)) {
        return { data: null };
      }
      return { error: result.error };
    }
    return { data: result.data as T };
  };
}
