import { lazyPreloadable, type FeatureRoute } from '../../shared/manifest';

const DashboardPage = lazyPreloadable(() => import('./pages/dashboard-page'));

export const dashboardRoutes: FeatureRoute[] = [
  {
    path: '/',
    access: 'member',
    Component: DashboardPage,
    sidebar: true,
    // Their widgets' code and data start with the page's (docs/performance.md).
    slots: ['dashboard.main', 'dashboard.aside'],
  },
];
