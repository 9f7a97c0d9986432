import PersonIcon from '@mui/icons-material/PersonOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { defineFeature } from '../../shared/manifest';
import { registerColorModeListeners } from './model/color-mode-listeners';
import { accountRoutes } from './routes';

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
  listeners: [registerColorModeListeners],
});
