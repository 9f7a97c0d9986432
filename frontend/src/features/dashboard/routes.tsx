import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/manifest';

const DashboardPage = lazy(() => import('./pages/dashboard-page'));

export const dashboardRoutes: FeatureRoute[] = [
  { path: '/', access: 'member', Component: DashboardPage, sidebar: true },
];
