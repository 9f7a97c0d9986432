import { defineFeature, lazyIcon, lazyPreloadable } from '../../shared/manifest';
import { milestonesRoutes } from './routes';

// Icons load with the signed-in layout, not with the first page (issue 7).
const EventIcon = lazyIcon(() => import('@mui/icons-material/EventOutlined'));

/** Milestones: the dashboard card, the /milestones view, and the header's notification bell. */
export const milestonesFeature = defineFeature({
  id: 'milestones',
  routes: milestonesRoutes,
  nav: [
    {
      id: 'milestones-overview',
      label: 'Milestones',
      to: '/milestones',
      area: 'overview',
      order: 30,
      icon: EventIcon,
    },
  ],
  slots: {
    'dashboard.main': [
      {
        id: 'milestones.upcoming',
        order: 20,
        Component: lazyPreloadable(() => import('./components/upcoming-milestones-card')),
        prefetch: (dispatch) =>
          import('./api/milestones-api').then((api) => api.prefetchMilestones(dispatch)),
      },
    ],
    'header.notifications': [
      {
        id: 'milestones.bell',
        Component: lazyPreloadable(() => import('./components/notification-bell')),
        prefetch: (dispatch, user) =>
          import('./api/milestones-api').then((api) => api.prefetchNotifications(dispatch, user)),
      },
    ],
  },
});
