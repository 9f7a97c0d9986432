import { lazyPreloadable, type FeatureRoute } from '../../shared/manifest';

const ValuesPage = lazyPreloadable(() => import('./pages/values-page'));

export const valuesRoutes: FeatureRoute[] = [
  { path: '/values', access: 'member', Component: ValuesPage },
];
