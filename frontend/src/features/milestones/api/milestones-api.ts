import {
  baseApi,
  conditionalWrite,
  keyedPost,
  nullOn,
  onceDeleted,
  prefetchDailyReflectionsOn,
  type Keyed,
} from '../../../shared/api';
import { keptConflictDescription } from '../../../shared/lib/kept-edits';
import type { User } from '../../../shared/session';
import type { AppDispatch } from '../../../shared/store';
import { todayIn } from '../model/milestone-dates';

/** Spec §3 Milestone, as GET /api/milestones answers it. */
export interface Milestone {
  id: string;
  goalId: string | null;
  title: string;
  description: string | null;
  /** yyyy-MM-dd */
  targetDate: string;
  isCompleted: boolean;
  /** Increases at every change; sent back as If-Match. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface MilestoneInput {
  title: string;
  description: string | null;
  targetDate: string;
  goalId: string | null;
}

export interface GoalOption {
  id: string;
  title: string;
}

export const milestonesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMilestones: build.query<Milestone[], void>({
      query: () => '/milestones',
      providesTags: (result) => [
        { type: 'Milestone', id: 'LIST' },
        ...(result ?? []).map((m) => ({ type: 'Milestone' as const, id: m.id })),
      ],
    }),
    createMilestone: build.mutation<Milestone, Keyed<MilestoneInput>>({
      query: (milestone) => keyedPost('/milestones', milestone),
      invalidatesTags: [{ type: 'Milestone', id: 'LIST' }],
    }),
    updateMilestone: build.mutation<
      Milestone,
      {
        id: string;
        changes: Partial<MilestoneInput & { isCompleted: boolean }>;
        /**
         * Sent from the edit form, which keeps the user's changes on top of the version read
         * again after a 412 (useRebasedForm): the toast says so. A tick says "make your
         * change again".
         */
        fromForm?: boolean;
      }
    >({
      queryFn: ({ id, changes, fromForm }, api, _extra, baseQuery) =>
        conditionalWrite<Milestone>(
          {
            args: { url: `/milestones/${id}`, method: 'PATCH', body: changes },
            readFrom: ['listMilestones'],
            id,
            tags: ['Milestone'],
            what: 'milestone',
            conflictDescription: fromForm ? keptConflictDescription('milestone') : undefined,
          },
          api,
          baseQuery,
        ),
      // Ticking a milestone shows at once; a failure puts it back.
      async onQueryStarted({ id, changes }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          milestonesApi.util.updateQueryData('listMilestones', undefined, (list) => {
            const m = list.find((x) => x.id === id);
            if (m) Object.assign(m, changes);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Milestone', id: 'LIST' },
        { type: 'Milestone', id },
      ],
    }),
    deleteMilestone: build.mutation<null, string>({
      query: (id) => ({ url: `/milestones/${id}`, method: 'DELETE' }),
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        onceDeleted(queryFulfilled, () =>
          dispatch(
            milestonesApi.util.updateQueryData('listMilestones', undefined, (list) =>
              list.filter((milestone) => milestone.id !== id),
            ),
          ),
        ),
      invalidatesTags: [{ type: 'Milestone', id: 'LIST' }],
    }),
    /** The user's goals, to hang a milestone under one (GET /api/goals; none until it exists). */
    listMilestoneGoalOptions: build.query<GoalOption[] | null, void>({
      queryFn: nullOn<GoalOption[]>([404], '/goals'),
      providesTags: ['Goal'],
    }),
  }),
});

export const {
  useListMilestonesQuery,
  useCreateMilestoneMutation,
  useUpdateMilestoneMutation,
  useDeleteMilestoneMutation,
  useListMilestoneGoalOptionsQuery,
} = milestonesApi;

/** The milestones (the upcoming card, the bell), asked for before they render. */
export const prefetchMilestones = (dispatch: AppDispatch) =>
  dispatch(milestonesApi.endpoints.listMilestones.initiate(undefined, { subscribe: false }));

/** What the header's bell counts: the milestones and today's reflections in the user's zone. */
export const prefetchNotifications = (dispatch: AppDispatch, user: User) =>
  Promise.all([
    prefetchMilestones(dispatch),
    prefetchDailyReflectionsOn(dispatch, todayIn(user.timezone)),
  ]);
