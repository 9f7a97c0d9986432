import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi, type ApiError } from '../../../shared/api';
import type { AppDispatch } from '../../../shared/store';
import type { GamificationEvent } from '../model/activity-log';

export interface GamificationLog {
  events: GamificationEvent[];
}

/** A log as the server answered it, with its version (the ETag), when it sent one. */
export interface TaggedLog extends GamificationLog {
  tag: string | null;
}

/**
 * A read of the log: the whole log with its tag, or `unchanged` when it is still the
 * version whose tag was sent (304: the server answers no body).
 */
export type LogRead = ({ unchanged: false } & TaggedLog) | { unchanged: true; tag: string | null };

const tagOf = (meta: unknown) =>
  (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('ETag') ?? null;

/** The login figures of GET /api/user/stats (spec §3 User stats). */
export interface LoginStreak {
  currentStreak: number;
  longestStreak: number;
  totalLogins: number;
  lastLoginDate: string | null;
}

/** A reflection achievement the server awarded (GET /api/daily-reflections/achievements). */
export interface EarnedReflectionAchievement {
  id: string;
  title: string;
  description: string;
  xpReward: number;
  tier: 'common' | 'rare' | 'epic' | 'legendary';
  awardedAt: string;
}

export const gamificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The whole server log (decisions §9), or "unchanged" while it is still the version of
     * `tag` (docs/api-conventions.md: every `/api` answer is `no-store`, so the browser
     * keeps nothing to revalidate; the tag is kept with the log and sent here). Called by
     * the sync listener, not by components.
     */
    listGamificationEvents: build.query<LogRead, string | null>({
      async queryFn(tag, _api, _extra, baseQuery) {
        const args: FetchArgs = {
          url: '/gamification/events',
          headers: tag ? { 'If-None-Match': tag } : undefined,
        };
        const result = await baseQuery(args);
        if (result.error) {
          const error = result.error as ApiError;
          if (error.status === 304)
            return { data: { unchanged: true, tag: tagOf(result.meta) ?? tag } };
          return { error };
        }
        const body = result.data as GamificationLog;
        return { data: { unchanged: false, events: body.events, tag: tagOf(result.meta) } };
      },
      keepUnusedDataFor: 0,
    }),
    /** Merges events into the server log; answers the whole merged log and its tag. */
    recordGamificationEvents: build.mutation<TaggedLog, GamificationLog>({
      query: (body) => ({ url: '/gamification/events', method: 'POST', body }),
      transformResponse: (body: GamificationLog, meta) => ({ ...body, tag: tagOf(meta) }),
    }),
    /**
     * The reflection achievements earned (the server awards them; their XP is already in the
     * log's reflection events): the progress card counts them with the goal ones.
     */
    listReflectionAchievements: build.query<EarnedReflectionAchievement[], void>({
      query: () => '/daily-reflections/achievements',
      providesTags: ['Reflection'],
    }),
    /** For the Login Streak card. */
    getLoginStreak: build.query<LoginStreak, void>({
      query: () => '/user/stats',
      providesTags: ['User'],
    }),
  }),
});

export const { useGetLoginStreakQuery, useListReflectionAchievementsQuery } = gamificationApi;

/** The progress card's reflection achievements, asked for before it renders. */
export const prefetchReflectionAchievements = (dispatch: AppDispatch) =>
  dispatch(
    gamificationApi.endpoints.listReflectionAchievements.initiate(undefined, { subscribe: false }),
  );

/** The Login Streak card's figures, asked for before it renders. */
export const prefetchLoginStreak = (dispatch: AppDispatch) =>
  dispatch(gamificationApi.endpoints.getLoginStreak.initiate(undefined, { subscribe: false }));
