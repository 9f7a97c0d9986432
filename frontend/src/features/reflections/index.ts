import { defineFeature, lazyIcon } from '../../shared/manifest';
import { reflectionsRoutes } from './routes';

// Icons load with the signed-in layout, not with the first page (issue 7).
const MenuBookIcon = lazyIcon(() => import('@mui/icons-material/MenuBookOutlined'));

/**
 * Morning and evening reflection journal (five guided questions per session, XP popup,
 * journal list) and the weekly review. Dispatches `reflectionSaved` after a first save.
 */
export const reflectionsFeature = defineFeature({
  id: 'reflections',
  routes: reflectionsRoutes,
  // The home page links to /reflection (decisions §8).
  redirects: [{ from: '/reflection', to: '/daily-reflections' }],
  nav: [
    {
      id: 'journal',
      label: 'Journal',
      to: '/daily-reflections',
      area: 'primary',
      order: 30,
      icon: MenuBookIcon,
    },
  ],
});
