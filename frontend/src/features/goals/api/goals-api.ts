import type { AppDispatch } from '../../../shared/store';
import { baseApi, conditionalWrite, keyedPost, onceDeleted, type Keyed } from '../../../shared/api';
import type { CreateGoalRequest, DashboardStats, Goal, UpdateGoalRequest } from '../model/types';
import { categoryForPosition } from '../model/rapid-entry';

/** Goals and dashboard stats. Every change refreshes both (spec §7). */
export const goalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listGoals: build.query<Goal[], void>({
      query: () => '/goals',
      providesTags: ['Goal'],
    }),
    createGoal: build.mutation<Goal, Keyed<CreateGoalRequest>>({
      query: (goal) => keyedPost('/goals', goal),
      invalidatesTags: ['Goal', 'Stats'],
    }),
    /** Rapid writing's save: all or none; the key makes a retry safe (decisions §5). */
    /**
     * One part of rapid entry's list; `offset` is the position of its first title in the
     * whole list. The server gives each goal the category of its position in the part, so a
     * later part (offset > 0) names each category itself to keep the list's one cycle.
     */
    createGoals: build.mutation<
      Goal[],
      { titles: string[]; offset?: number; idempotencyKey: string }
    >({
      query: ({ titles, offset = 0, idempotencyKey }) => ({
        url: '/goals/batch',
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: {
          goals: titles.map((title, i) =>
            offset > 0
              ? { title: title.trim(), category: categoryForPosition(offset + i) }
              : { title: title.trim() },
          ),
        },
      }),
      invalidatesTags: ['Goal', 'Stats'],
    }),
    /** If-Match with the version last read: a goal changed in another tab is 412, not overwritten. */
    updateGoal: build.mutation<Goal, { id: string; changes: UpdateGoalRequest }>({
      queryFn: ({ id, changes }, api, _extra, baseQuery) =>
        conditionalWrite<Goal>(
          {
            args: { url: `/goals/${encodeURIComponent(id)}`, method: 'PATCH', body: changes },
            readFrom: ['listGoals'],
            id,
            tags: ['Goal', 'Stats'],
            what: 'goal',
            // The edit dialogs move onto the latest version and keep the user's changes.
            conflictDescription:
              'This goal was changed in another tab or on another device. The latest version is shown now, with your changes kept on top where they could be: check them and save again.',
          },
          api,
          baseQuery,
        ),
      invalidatesTags: ['Goal', 'Stats'],
    }),
    deleteGoal: build.mutation<null, string>({
      query: (id) => ({ url: `/goals/${encodeURIComponent(id)}`, method: 'DELETE' }),
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        onceDeleted(queryFulfilled, () =>
          dispatch(
            goalsApi.util.updateQueryData('listGoals', undefined, (list) =>
              list.filter((goal) => goal.id !== id),
            ),
          ),
        ),
      // Its milestones stay, no longer under it (the database sets their goal to null): a
      // list read before would offer to save one under a goal that is gone.
      invalidatesTags: ['Goal', 'Stats', { type: 'Milestone', id: 'LIST' }],
    }),
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => '/dashboard/stats',
      providesTags: ['Stats'],
    }),
  }),
});

export const {
  useListGoalsQuery,
  useCreateGoalMutation,
  useCreateGoalsMutation,
  useUpdateGoalMutation,
  useDeleteGoalMutation,
  useGetDashboardStatsQuery,
} = goalsApi;

/**
 * The dashboard's figures (the stats cards, the sidebar's monthly progress), asked for
 * before the widgets render (their slot contributions' `prefetch`).
 */
export const prefetchDashboardStats = (dispatch: AppDispatch) =>
  dispatch(goalsApi.endpoints.getDashboardStats.initiate(undefined, { subscribe: false }));
