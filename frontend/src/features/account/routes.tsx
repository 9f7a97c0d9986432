import { lazyPreloadable, type FeatureRoute } from '../../shared/manifest';

const HomePage = lazyPreloadable(() => import('./pages/home-page'));
const ProfilePage = lazyPreloadable(() => import('./pages/profile-page'));
const SettingsPage = lazyPreloadable(() => import('./pages/settings-page'));

export const accountRoutes: FeatureRoute[] = [
  { path: '/home', access: 'member', Component: HomePage },
  { path: '/profile', access: 'member', Component: ProfilePage },
  { path: '/settings', access: 'member', Component: SettingsPage },
];
