import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/manifest';

const MilestonesPage = lazy(() => import('./pages/milestones-page'));

export const milestonesRoutes: FeatureRoute[] = [
  { path: '/milestones', access: 'member', Component: MilestonesPage, sidebar: true },
];
