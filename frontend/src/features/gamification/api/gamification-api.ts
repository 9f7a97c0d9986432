import { baseApi } from '../../../shared/api';
import type { AppDispatch } from '../../../shared/store';
import type { GamificationEvent } from '../model/activity-log';

export interface GamificationLog {
  events: GamificationEvent[];
}

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
    /** The whole server log (decisions §9). Called by the sync listener, not by components. */
    listGamificationEvents: build.query<GamificationLog, void>({
      query: () => '/gamification/events',
      keepUnusedDataFor: 0,
    }),
    /** Merges events into the server log; answers the whole merged log. */
    recordGamificationEvents: build.mutation<GamificationLog, GamificationLog>({
      query: (body) => ({ url: '/gamification/events', method: 'POST', body }),
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
