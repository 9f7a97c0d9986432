import EventIcon from '@mui/icons-material/EventOutlined';
import { lazy } from 'react';
import { defineFeature } from '../../shared/manifest';
import { milestonesRoutes } from './routes';

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
        Component: lazy(() => import('./components/upcoming-milestones-card')),
      },
    ],
    'header.notifications': [
      {
        id: 'milestones.bell',
        Component: lazy(() => import('./components/notification-bell')),
      },
    ],
  },
});
