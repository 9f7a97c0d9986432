import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/manifest';

const HomePage = lazy(() => import('./pages/home-page'));
const ProfilePage = lazy(() => import('./pages/profile-page'));
const SettingsPage = lazy(() => import('./pages/settings-page'));

export const accountRoutes: FeatureRoute[] = [
  { path: '/home', access: 'member', Component: HomePage },
  { path: '/profile', access: 'member', Component: ProfilePage },
  { path: '/settings', access: 'member', Component: SettingsPage },
];
