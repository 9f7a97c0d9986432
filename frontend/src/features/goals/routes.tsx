import { lazyPreloadable, type FeatureRoute } from '../../shared/manifest';

const GoalsPage = lazyPreloadable(() => import('./pages/goals-page'));

export const goalsRoutes: FeatureRoute[] = [
  { path: '/goals', access: 'member', Component: GoalsPage, sidebar: true },
];
