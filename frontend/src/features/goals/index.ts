import { goalWizardRequested, rapidEntryRequested } from '../../shared/events';
import {
  defineFeature,
  type DataPrefetch,
  type NavEntry,
  lazyIcon,
  lazyPreloadable,
} from '../../shared/manifest';
import { GOAL_CATEGORIES, SIDEBAR_CATEGORIES } from './model/categories';
import { registerGoalsListeners } from './model/goals-listeners';
import { goalsUiSlice } from './model/goals-ui-slice';
import { goalsRoutes } from './routes';

// Icons load with the signed-in layout, not with the first page (issue 7).
const FlagIcon = lazyIcon(() => import('@mui/icons-material/FlagOutlined'));
const FitnessCenterIcon = lazyIcon(() => import('@mui/icons-material/FitnessCenter'));
const GroupsIcon = lazyIcon(() => import('@mui/icons-material/Groups'));
const SavingsIcon = lazyIcon(() => import('@mui/icons-material/Savings'));
const SchoolIcon = lazyIcon(() => import('@mui/icons-material/School'));
const WorkIcon = lazyIcon(() => import('@mui/icons-material/WorkOutlined'));

const CATEGORY_ICONS = {
  career: WorkIcon,
  health: FitnessCenterIcon,
  relationships: GroupsIcon,
  learning: SchoolIcon,
  financial: SavingsIcon,
} as const;

const categoryEntries: NavEntry[] = SIDEBAR_CATEGORIES.map((id, index) => ({
  id: `goals-category-${id}`,
  label: GOAL_CATEGORIES.find((category) => category.id === id)!.short,
  to: `/goals?category=${id}`,
  area: 'categories',
  order: 10 + index,
  icon: CATEGORY_ICONS[id as keyof typeof CATEGORY_ICONS],
}));

/**
 * Goals: the goals page, the four-step wizard, rapid goal writing, the update,
 * edit and delete dialogs, the dashboard's stats cards and the sidebar's
 * Monthly Progress. Dispatches goalCreated, goalsCreated and goalCompleted.
 */
// The dashboard's figures, for the stats cards and the sidebar's monthly progress; the API
// module loads on demand (not with the first page).
const prefetchDashboardStats: DataPrefetch = (dispatch) =>
  import('./api/goals-api').then((api) => api.prefetchDashboardStats(dispatch));

export const goalsFeature = defineFeature({
  id: 'goals',
  routes: goalsRoutes,
  nav: [
    { id: 'goals', label: 'Goals', to: '/goals', area: 'primary', order: 20, icon: FlagIcon },
    {
      id: 'goals-all',
      label: 'All Goals',
      to: '/goals',
      area: 'overview',
      order: 20,
      icon: FlagIcon,
    },
    ...categoryEntries,
  ],
  slices: [goalsUiSlice],
  listeners: [registerGoalsListeners],
  slots: {
    'dashboard.main': [
      {
        id: 'goals.stats',
        order: 10,
        Component: lazyPreloadable(() => import('./components/stats-cards')),
        prefetch: prefetchDashboardStats,
      },
    ],
    // Lazy like everything with MUI in it: the first page (landing) loads no MUI (issue 7).
    // Their dialogs load on first use.
    'sidebar.progress': [
      {
        id: 'goals.monthly',
        Component: lazyPreloadable(() => import('./components/monthly-progress')),
        prefetch: prefetchDashboardStats,
      },
    ],
    'app.overlays': [
      {
        id: 'goals.dialogs',
        Component: lazyPreloadable(() => import('./components/goals-overlays')),
      },
    ],
  },
  handles: [goalWizardRequested, rapidEntryRequested],
});
