import { defineFeature, lazyIcon } from '../../shared/manifest';
import { registerColorModeListeners } from './model/color-mode-listeners';
import { registerPreferencesListeners } from './model/preferences-listeners';
import { accountRoutes } from './routes';

// Icons load with the signed-in layout, not with the first page (issue 7).
const PersonIcon = lazyIcon(() => import('@mui/icons-material/PersonOutlined'));
const SettingsIcon = lazyIcon(() => import('@mui/icons-material/SettingsOutlined'));

/** The user's own space: home page, profile, settings; dark mode per user. */
export const accountFeature = defineFeature({
  id: 'account',
  routes: accountRoutes,
  nav: [
    {
      id: 'profile',
      label: 'Profile',
      to: '/profile',
      area: 'account',
      order: 10,
      icon: PersonIcon,
    },
    {
      id: 'settings',
      label: 'Settings',
      to: '/settings',
      area: 'account',
      order: 20,
      icon: SettingsIcon,
    },
  ],
  listeners: [registerColorModeListeners, registerPreferencesListeners],
});
