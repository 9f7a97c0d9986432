import type { GoalCategory } from '../../../shared/events';

export interface CategoryInfo {
  id: GoalCategory;
  /** Spec §9 label. */
  label: string;
  /** Sidebar label. */
  short: string;
}

export const GOAL_CATEGORIES: readonly CategoryInfo[] = [
  { id: 'career', label: 'Career & Business', short: 'Career' },
  { id: 'health', label: 'Health & Fitness', short: 'Health' },
  { id: 'relationships', label: 'Relationships', short: 'Relationships' },
  { id: 'learning', label: 'Learning & Growth', short: 'Learning' },
  { id: 'financial', label: 'Financial', short: 'Financial' },
  { id: 'personal', label: 'Personal Development', short: 'Personal' },
];

/** Categories the sidebar links to (`/goals?category=...`). */
export const SIDEBAR_CATEGORIES: readonly GoalCategory[] = [
  'career',
  'health',
  'relationships',
  'learning',
  'financial',
];

/** The `category` query parameter, when it names a known category. */
export function parseCategory(value: string | null): CategoryInfo | null {
  return GOAL_CATEGORIES.find((category) => category.id === value) ?? null;
}
