import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/manifest';

const GoalsPage = lazy(() => import('./pages/goals-page'));

export const goalsRoutes: FeatureRoute[] = [
  { path: '/goals', access: 'member', Component: GoalsPage, sidebar: true },
];
