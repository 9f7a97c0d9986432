import {
  baseApi,
  conditionalWrite,
  dailyReflectionsOfDateApi,
  keyedPost,
  onceDeleted,
  type Keyed,
} from '../../../shared/api';
import {
  dropFromJournal,
  placeInJournal,
  REFLECTION_CONFLICT_DESCRIPTION,
  type DailyReflection,
  type JournalPage,
  type Responses,
} from '../model/journal';
import type { TimeOfDay } from '../model/questions';
import { placeInWeekly, type WeeklyPage, type WeeklyReflection } from '../model/weekly';

export type { WeeklyReflection } from '../model/weekly';

export type AchievementTier = 'common' | 'rare' | 'epic' | 'legendary';

export interface ReflectionAchievement {
  id: string;
  title: string;
  description: string;
  xpReward: number;
  tier: AchievementTier;
}

/** A create's answer: the record plus what it earned (decisions §6, §9). */
export interface CreatedDailyReflection extends DailyReflection {
  xpAwarded: number;
  achievements: ReflectionAchievement[];
}

export interface DailyReflectionInput {
  reflectionDate: string;
  timeOfDay: TimeOfDay;
  responses: Responses;
}

export interface WeeklyReflectionInput {
  accomplishments: string;
  challenges: string;
  nextWeek: string;
  insights: string;
}

/** Sessions per page of the journal ('Show more' reads the next page). */
export const JOURNAL_PAGE = 10;

/**
 * The journal is read again when it is shown this long (seconds) or more after its last
 * read: it provides no tag, and the app's reads are otherwise kept for the day, so
 * sessions written in another tab or on another device never showed until a reload.
 */
export const JOURNAL_REREAD_SECONDS = 60;

/** Past weekly reviews per page ('Show more' reads the next page). */
export const WEEKLY_PAGE = 10;

/**
 * Daily and weekly reflections (one date's daily ones are read in shared/api, where the
 * header's bell reads them too). Saves invalidate the 'Reflection' tag, so the date's read
 * and the achievements are read again; a create also invalidates 'Gamification': the server
 * wrote the reward into the activity log.
 *
 * The journal is read page by page (`journalPages`, GET /api/daily-reflections?limit=10,
 * then ?before= the cursor the page before gave) and provides no tag: after a save or a
 * delete the session is put in its place in the pages already read (`placeInJournal`), so a
 * save never reads the journal again (review 2026-11-29: with years of notes, the whole
 * list was downloaded at every visit and after every save). A visit a minute or more after
 * the last read reads it again (`JOURNAL_REREAD_SECONDS`, set where it is shown), and then
 * only its first page (`refetchCachedPages: false`; RTK Query's default reads every page
 * held, one after another): the journal starts again at its newest 10, with Show more.
 *
 * The past weekly reviews are read the same way (`weeklyPages`, GET /api/reflections?limit=10,
 * then ?before=; no tag; a saved review is put in its place with `placeInWeekly`; read again
 * on a visit after `JOURNAL_REREAD_SECONDS`, its first page only): before, every review of
 * every year was read at each visit, and again after each save of the journal or the review.
 */
export const reflectionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    journalPages: build.infiniteQuery<JournalPage, void, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (last) => last.nextBefore ?? undefined,
        // A read again reads one page, not every page 'Show more' has read so far.
        refetchCachedPages: false,
      },
      query: ({ pageParam }) => ({
        url: '/daily-reflections',
        params: pageParam ? { limit: JOURNAL_PAGE, before: pageParam } : { limit: JOURNAL_PAGE },
      }),
      // A server that ignores the paging answers the whole list: then it is one page.
      transformResponse: (body: JournalPage | DailyReflection[]) =>
        Array.isArray(body) ? { reflections: body, nextBefore: null } : body,
    }),
    createDailyReflection: build.mutation<CreatedDailyReflection, Keyed<DailyReflectionInput>>({
      query: (body) => keyedPost('/daily-reflections', body),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const created = await settled(queryFulfilled);
        if (!created) return;
        const { xpAwarded: _xp, achievements: _a, ...record } = created;
        await nowAndAfterRead(
          () => dispatch(inJournal((pages) => placeInJournal(pages, record))),
          () => dispatch(reflectionsApi.util.getRunningQueryThunk('journalPages', undefined)),
        );
      },
      invalidatesTags: ['Reflection', 'Gamification'],
    }),
    updateDailyReflection: build.mutation<DailyReflection, DailyReflectionInput & { id: string }>({
      queryFn: ({ id, ...body }, api, _extra, baseQuery) =>
        conditionalWrite<DailyReflection>(
          {
            args: { url: `/daily-reflections/${id}`, method: 'PUT', body },
            readFrom: ['dailyReflectionsOn'],
            id,
            tags: ['Reflection'],
            what: 'reflection',
            conflictDescription: REFLECTION_CONFLICT_DESCRIPTION,
          },
          api,
          baseQuery,
        ),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const updated = await settled(queryFulfilled);
        if (updated)
          await nowAndAfterRead(
            () => dispatch(inJournal((pages) => placeInJournal(pages, updated))),
            () => dispatch(reflectionsApi.util.getRunningQueryThunk('journalPages', undefined)),
          );
      },
      invalidatesTags: ['Reflection'],
    }),
    deleteDailyReflection: build.mutation<null, { id: string; date: string }>({
      query: ({ id }) => ({ url: `/daily-reflections/${id}`, method: 'DELETE' }),
      // Gone from the page at once; the other reads of reflections are read again.
      onQueryStarted: ({ id, date }, { dispatch, queryFulfilled }) =>
        onceDeleted(queryFulfilled, () => {
          dispatch(
            dailyReflectionsOfDateApi.util.updateQueryData('dailyReflectionsOn', date, (list) =>
              list.filter((r) => r.id !== id),
            ),
          );
          void nowAndAfterRead(
            () => dispatch(inJournal((pages) => dropFromJournal(pages, id))),
            () => dispatch(reflectionsApi.util.getRunningQueryThunk('journalPages', undefined)),
          );
        }),
      invalidatesTags: ['Reflection'],
    }),
    weeklyPages: build.infiniteQuery<WeeklyPage, void, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (last) => last.nextBefore ?? undefined,
        // A read again reads one page, not every page 'Show more' has read so far.
        refetchCachedPages: false,
      },
      query: ({ pageParam }) => ({
        url: '/reflections',
        params: pageParam ? { limit: WEEKLY_PAGE, before: pageParam } : { limit: WEEKLY_PAGE },
      }),
      // A server that ignores the paging answers the whole list: then it is one page.
      transformResponse: (body: WeeklyPage | WeeklyReflection[]) =>
        Array.isArray(body) ? { reflections: body, nextBefore: null } : body,
    }),
    createWeeklyReflection: build.mutation<WeeklyReflection, Keyed<WeeklyReflectionInput>>({
      query: (answers) => keyedPost('/reflections', { type: 'weekly', ...answers }),
      // Put into the pages of past reviews read so far (they are not read again); the tag
      // has the other reads of reflections read again (the settings' count of them).
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const created = await settled(queryFulfilled);
        if (!created) return;
        await nowAndAfterRead(
          () =>
            dispatch(
              reflectionsApi.util.updateQueryData('weeklyPages', undefined, (data) => {
                data.pages = placeInWeekly(data.pages, created);
              }),
            ),
          () => dispatch(reflectionsApi.util.getRunningQueryThunk('weeklyPages', undefined)),
        );
      },
      invalidatesTags: ['Reflection'],
    }),
  }),
});

/** A mutation's answer, or undefined when it failed (its caller says so). */
async function settled<T>(fulfilled: Promise<{ data: T }>): Promise<T | undefined> {
  try {
    return (await fulfilled).data;
  } catch {
    return undefined;
  }
}

/**
 * Makes a change to pages read so far, and makes it again once a read of those pages that
 * was on its way lands ('Show more', or the read of a visit after a minute): that read's
 * pages are built on the ones it started from, so the change was lost with them and the
 * saved entry went missing until the next read. The changes are idempotent.
 */
async function nowAndAfterRead(
  apply: () => void,
  runningRead: () => PromiseLike<unknown> | undefined,
): Promise<void> {
  apply();
  const running = runningRead();
  if (!running) return;
  try {
    await running;
  } catch {
    // A failed read changed no page.
  }
  apply();
}

/** Changes the journal's pages read so far (nothing when the journal has not been read). */
function inJournal(change: (pages: JournalPage[]) => JournalPage[]) {
  return reflectionsApi.util.updateQueryData('journalPages', undefined, (data) => {
    data.pages = change(data.pages);
  });
}

export const {
  useJournalPagesInfiniteQuery,
  useCreateDailyReflectionMutation,
  useUpdateDailyReflectionMutation,
  useDeleteDailyReflectionMutation,
  useWeeklyPagesInfiniteQuery,
  useCreateWeeklyReflectionMutation,
} = reflectionsApi;
