import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { toastShown } from '../ui/toast/toast-slice';
import type { ApiError } from './api-error';
import { baseApi, type TagType } from './base-api';

/**
 * Edits that cannot silently overwrite another tab's (issue 7, "No lost data").
 *
 * Every record the server answers carries a `version`; a PATCH or PUT sends
 * `If-Match: "<version>"` with the version of that record as last read into
 * the RTK Query cache. When the record changed elsewhere since, the server
 * answers 412 and changes nothing: the client refetches the record and tells
 * the user with a toast.
 *
 * Writes to one record from this tab run one after another, and each success
 * puts the answered record (with its new version) into the cache before the
 * next write reads its version, so quick successive edits (a slider, two
 * switches) never trip over their own tab; while a later write waits, only the
 * version is stored, so the screen keeps showing the latest change.
 */

type CachedRecord = { id?: unknown; version?: unknown };
interface CacheEntry {
  endpointName?: string;
  originalArgs?: unknown;
  status?: string;
  data?: unknown;
}

function cacheEntries(state: unknown): CacheEntry[] {
  const api = (state as Record<string, { queries?: Record<string, CacheEntry> }>)[
    baseApi.reducerPath
  ];
  return Object.values(api?.queries ?? {});
}

/** Records (objects with an `id`, or a single object) held by a cache entry. */
function recordsOf(data: unknown): CachedRecord[] {
  if (Array.isArray(data)) return data.filter((r) => r && typeof r === 'object');
  return data && typeof data === 'object' ? [data as CachedRecord] : [];
}

/**
 * The newest version of a record held by any of `endpoints`' cache entries
 * (versions only grow, so the largest is the last read). `id` undefined: the
 * endpoints hold one record each (the profile, the settings).
 */
export function cachedVersion(
  state: unknown,
  endpoints: readonly string[],
  id?: string,
): number | undefined {
  let newest: number | undefined;
  for (const entry of cacheEntries(state)) {
    if (!entry.endpointName || !endpoints.includes(entry.endpointName)) continue;
    for (const record of recordsOf(entry.data)) {
      if (id !== undefined && record.id !== id) continue;
      if (typeof record.version === 'number' && (newest === undefined || record.version > newest))
        newest = record.version;
    }
  }
  return newest;
}

/** Puts the answered record into every cache entry of `endpoints` that holds it. */
function storeAnswered(api: BaseQueryApi, endpoints: readonly string[], record: CachedRecord) {
  const util = baseApi.util as unknown as {
    updateQueryData: (
      endpoint: string,
      args: unknown,
      recipe: (draft: unknown) => unknown,
    ) => Parameters<BaseQueryApi['dispatch']>[0];
  };
  for (const entry of cacheEntries(api.getState())) {
    if (!entry.endpointName || !endpoints.includes(entry.endpointName)) continue;
    api.dispatch(
      util.updateQueryData(entry.endpointName, entry.originalArgs, (draft) => {
        if (Array.isArray(draft)) {
          const i = draft.findIndex((r: CachedRecord) => r?.id === record.id);
          if (i >= 0) draft[i] = { ...draft[i], ...record };
          return undefined;
        }
        if (
          draft &&
          typeof draft === 'object' &&
          (record.id === undefined || (draft as CachedRecord).id === record.id)
        )
          Object.assign(draft, record);
        return undefined;
      }),
    );
  }
}

/**
 * Whether a write to `endpointName` other than `requestId` is still on its way: its answer
 * will be newer than `requestId`'s, so what reacts to that one's (a cache upsert, a theme)
 * must not undo the later change shown meanwhile.
 */
export function laterWritePending(
  state: unknown,
  endpointName: string,
  requestId: string,
): boolean {
  const mutations = (state as Record<string, { mutations?: Record<string, unknown> }>)[
    baseApi.reducerPath
  ]?.mutations;
  return Object.entries(mutations ?? {}).some(([id, entry]) => {
    const m = entry as { endpointName?: string; status?: string };
    return id !== requestId && m.endpointName === endpointName && m.status === 'pending';
  });
}

/** Pending writes per store (its dispatch) and record. */
const queuesByStore = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Runs `task` after every earlier task of the same store and `key` has settled. The task
 * is told whether it is still the last one queued for the key (no later write waits).
 */
function oneAfterAnother<T>(
  store: object,
  key: string,
  task: (isLast: () => boolean) => Promise<T>,
): Promise<T> {
  let queues = queuesByStore.get(store);
  if (!queues) {
    queues = new Map();
    queuesByStore.set(store, queues);
  }
  const previous = queues.get(key) ?? Promise.resolve();
  // `tail` is set below before the task can run (it waits for `previous`, a tick at least).
  const isLast = (): boolean => queues.get(key) === tail;
  const run = previous.then(
    () => task(isLast),
    () => task(isLast),
  );
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

export interface ConditionalWrite {
  /** The request (its headers get If-Match). */
  args: FetchArgs;
  /** Query endpoints whose cached data holds this record (where its version is read). */
  readFrom: readonly string[];
  /** The record's id; undefined for one-per-user records (profile, settings). */
  id?: string;
  /** Refetched after a 412, so the user sees what changed. */
  tags: readonly TagType[];
  /** "goal", "milestone"... for the toast. */
  what: string;
  /** The toast's text where the form does more than show the latest (it merges). */
  conflictDescription?: string;
}

/** The `baseQuery` a `queryFn` receives. */
type BaseQuery = (args: FetchArgs) => unknown;

/** The heading of the toast shown after a 412. */
export const CHANGED_ELSEWHERE_TITLE = 'Changed elsewhere';
/**
 * The conflict toast stays twice the default 5000 ms: it carries an instruction
 * (make the change again) and usually appears while the edit dialog is still
 * open, so the user reads it only after closing the dialog.
 */
export const CHANGED_ELSEWHERE_DURATION_MS = 10_000;
export const changedElsewhereDescription = (what: string) =>
  `This ${what} was changed in another tab or on another device. The latest version is shown now; please make your change again.`;

/**
 * A `queryFn` body for a PATCH/PUT of one record: If-Match from the cache,
 * one write at a time per record, the answer stored, and on 412 a refetch and
 * a toast.
 */
export async function conditionalWrite<T>(
  write: ConditionalWrite,
  api: BaseQueryApi,
  baseQuery: BaseQuery,
): Promise<{ data: T } | { error: ApiError }> {
  const key = `${write.readFrom.join(',')}:${write.id ?? ''}`;
  return oneAfterAnother(api.dispatch, key, async (isLast) => {
    const version = cachedVersion(api.getState(), write.readFrom, write.id);
    const headers = {
      ...((write.args.headers as Record<string, string> | undefined) ?? {}),
      ...(version !== undefined ? { 'If-Match': `"${version}"` } : {}),
    };
    const result = (await baseQuery({ ...write.args, headers })) as {
      data?: unknown;
      error?: ApiError;
    };
    if (result.error) {
      if (result.error.status === 412) {
        api.dispatch(baseApi.util.invalidateTags([...write.tags]));
        // After the caller's own error handling (which may show a toast of its
        // own), so this one, naming what happened, is the one left on screen.
        setTimeout(() =>
          api.dispatch(
            toastShown({
              title: CHANGED_ELSEWHERE_TITLE,
              description: write.conflictDescription ?? changedElsewhereDescription(write.what),
              variant: 'destructive',
              duration: CHANGED_ELSEWHERE_DURATION_MS,
            }),
          ),
        );
      }
      return { error: result.error };
    }
    if (result.data && typeof result.data === 'object') {
      const answered = result.data as CachedRecord;
      // With a later write of this record still waiting, only the new version is kept (the
      // next write's If-Match): the whole answer is older than what the screen shows, and
      // a slider moved by two arrow keys jumped back a step, a switch flipped back.
      storeAnswered(
        api,
        write.readFrom,
        isLast() ? answered : { id: answered.id, version: answered.version },
      );
    }
    return { data: result.data as T };
  });
}
