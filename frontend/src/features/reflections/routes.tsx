import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/manifest';

const DailyReflectionsPage = lazy(() => import('./pages/daily-reflections-page'));

export const reflectionsRoutes: FeatureRoute[] = [
  { path: '/daily-reflections', access: 'member', Component: DailyReflectionsPage },
];
