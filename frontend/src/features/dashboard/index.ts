import { defineFeature, lazyIcon } from '../../shared/manifest';
import { dashboardRoutes } from './routes';

// Icons load with the signed-in layout, not with the first page (issue 7).
const DashboardIcon = lazyIcon(() => import('@mui/icons-material/DashboardOutlined'));

/** The signed-in home: a shell whose widgets other features contribute. */
export const dashboardFeature = defineFeature({
  id: 'dashboard',
  routes: dashboardRoutes,
  // The home page links to /dashboard (decisions §8).
  redirects: [{ from: '/dashboard', to: '/' }],
  nav: [
    {
      id: 'dashboard',
      label: 'Dashboard',
      to: '/',
      area: 'primary',
      order: 10,
      icon: DashboardIcon,
    },
    {
      id: 'dashboard-overview',
      label: 'Dashboard',
      to: '/',
      area: 'overview',
      order: 10,
      icon: DashboardIcon,
    },
  ],
});
