import FlagIcon from '@mui/icons-material/FlagOutlined';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import GroupsIcon from '@mui/icons-material/Groups';
import SavingsIcon from '@mui/icons-material/Savings';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import { lazy } from 'react';
import { goalWizardRequested, rapidEntryRequested } from '../../shared/events';
import { defineFeature, type NavEntry } from '../../shared/manifest';
import GoalsOverlays from './components/goals-overlays';
import MonthlyProgress from './components/monthly-progress';
import { GOAL_CATEGORIES, SIDEBAR_CATEGORIES } from './model/categories';
import { registerGoalsListeners } from './model/goals-listeners';
import { goalsUiSlice } from './model/goals-ui-slice';
import { goalsRoutes } from './routes';

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
      { id: 'goals.stats', order: 10, Component: lazy(() => import('./components/stats-cards')) },
    ],
    // Small and always on screen: loaded with the app (their dialogs load on first use).
    'sidebar.progress': [{ id: 'goals.monthly', Component: MonthlyProgress }],
    'app.overlays': [{ id: 'goals.dialogs', Component: GoalsOverlays }],
  },
  handles: [goalWizardRequested, rapidEntryRequested],
});
