import { prefetchRandomQuote } from '../../shared/api';
import { defineFeature, lazyPreloadable } from '../../shared/manifest';
import { gamificationSlice } from './model/gamification-slice';
import { registerGamificationListeners } from './model/listeners';

/**
 * Points, levels, streaks and achievements (decisions §6): a slice whose stats
 * are a pure function of an activity log, persisted per user and synced with
 * /api/gamification/events. Also the Login Streak and Daily Inspiration cards.
 */
export const gamificationFeature = defineFeature({
  id: 'gamification',
  slices: [gamificationSlice],
  listeners: [registerGamificationListeners],
  slots: {
    'dashboard.main': [
      {
        id: 'gamification.progress',
        order: 30,
        Component: lazyPreloadable(() => import('./components/your-progress-card')),
        prefetch: (dispatch) =>
          import('./api/gamification-api').then((api) =>
            api.prefetchReflectionAchievements(dispatch),
          ),
      },
    ],
    'dashboard.aside': [
      {
        id: 'gamification.login-streak',
        order: 20,
        Component: lazyPreloadable(() => import('./components/login-streak-card')),
        prefetch: (dispatch) =>
          import('./api/gamification-api').then((api) => api.prefetchLoginStreak(dispatch)),
      },
      {
        id: 'gamification.inspiration',
        order: 30,
        Component: lazyPreloadable(() => import('./components/daily-inspiration-card')),
        prefetch: prefetchRandomQuote,
      },
    ],
    'app.overlays': [
      {
        id: 'gamification.celebrations',
        Component: lazyPreloadable(() => import('./components/achievement-layer')),
      },
    ],
  },
});
