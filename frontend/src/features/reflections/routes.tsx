import { lazyPreloadable, type FeatureRoute } from '../../shared/manifest';

const DailyReflectionsPage = lazyPreloadable(() => import('./pages/daily-reflections-page'));

export const reflectionsRoutes: FeatureRoute[] = [
  { path: '/daily-reflections', access: 'member', Component: DailyReflectionsPage },
];
