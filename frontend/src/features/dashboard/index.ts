import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import { defineFeature } from '../../shared/manifest';
import { dashboardRoutes } from './routes';

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
