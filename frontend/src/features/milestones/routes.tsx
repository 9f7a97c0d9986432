import { lazyPreloadable, type FeatureRoute } from '../../shared/manifest';

const MilestonesPage = lazyPreloadable(() => import('./pages/milestones-page'));

export const milestonesRoutes: FeatureRoute[] = [
  { path: '/milestones', access: 'member', Component: MilestonesPage, sidebar: true },
];
