import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/manifest';

const ValuesPage = lazy(() => import('./pages/values-page'));

export const valuesRoutes: FeatureRoute[] = [
  { path: '/values', access: 'member', Component: ValuesPage },
];
