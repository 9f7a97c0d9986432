import {
  baseApi,
  conditionalWrite,
  dailyReflectionsOfDateApi,
  keyedPost,
  onceDeleted,
  type Keyed,
} from '../../../shared/api';
import {
  REFLECTION_CONFLICT_DESCRIPTION,
  type DailyReflection,
  type Responses,
} from '../model/journal';
import type { TimeOfDay } from '../model/questions';

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

export interface WeeklyReflection {
  id: string;
  userId: string;
  type: 'weekly';
  accomplishments: string | null;
  challenges: string | null;
  nextWeek: string | null;
  insights: string | null;
  date: string;
  createdAt: string;
}

export interface WeeklyReflectionInput {
  accomplishments: string;
  challenges: string;
  nextWeek: string;
  insights: string;
}

/**
 * Daily and weekly reflections (one date's daily ones are read in shared/api, where the
 * header's bell reads them too). Saves invalidate the whole 'Reflection' tag, so every
 * reader of reflections refetches; a create also
 * invalidates 'Gamification': the server wrote the reward into the activity log.
 */
export const reflectionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDailyReflections: build.query<DailyReflection[], void>({
      query: () => '/daily-reflections',
      providesTags: ['Reflection'],
    }),
    createDailyReflection: build.mutation<CreatedDailyReflection, Keyed<DailyReflectionInput>>({
      query: (body) => keyedPost('/daily-reflections', body),
      invalidatesTags: ['Reflection', 'Gamification'],
    }),
    updateDailyReflection: build.mutation<DailyReflection, DailyReflectionInput & { id: string }>({
      queryFn: ({ id, ...body }, api, _extra, baseQuery) =>
        conditionalWrite<DailyReflection>(
          {
            args: { url: `/daily-reflections/${id}`, method: 'PUT', body },
            readFrom: ['listDailyReflections', 'dailyReflectionsOn'],
            id,
            tags: ['Reflection'],
            what: 'reflection',
            conflictDescription: REFLECTION_CONFLICT_DESCRIPTION,
          },
          api,
          baseQuery,
        ),
      invalidatesTags: ['Reflection'],
    }),
    deleteDailyReflection: build.mutation<null, { id: string; date: string }>({
      query: ({ id }) => ({ url: `/daily-reflections/${id}`, method: 'DELETE' }),
      // Gone from the page at once; the other reads of reflections are read again.
      onQueryStarted: ({ id, date }, { dispatch, queryFulfilled }) =>
        onceDeleted(queryFulfilled, () =>
          dispatch(
            dailyReflectionsOfDateApi.util.updateQueryData('dailyReflectionsOn', date, (list) =>
              list.filter((r) => r.id !== id),
            ),
          ),
        ),
      invalidatesTags: ['Reflection'],
    }),
    listWeeklyReflections: build.query<WeeklyReflection[], void>({
      query: () => '/reflections',
      providesTags: ['Reflection'],
    }),
    createWeeklyReflection: build.mutation<WeeklyReflection, Keyed<WeeklyReflectionInput>>({
      query: (answers) => keyedPost('/reflections', { type: 'weekly', ...answers }),
      invalidatesTags: ['Reflection'],
    }),
  }),
});

export const {
  useListDailyReflectionsQuery,
  useCreateDailyReflectionMutation,
  useUpdateDailyReflectionMutation,
  useDeleteDailyReflectionMutation,
  useListWeeklyReflectionsQuery,
  useCreateWeeklyReflectionMutation,
} = reflectionsApi;
