import dayjs from 'dayjs';
import type { Goal, GoalCategory } from './types';

/** Search (title or description, case-insensitive) and category filter of the goals page. */
export function filterGoals(
  goals: readonly Goal[],
  search: string,
  category: GoalCategory | null,
): Goal[] {
  const needle = search.trim().toLocaleLowerCase();
  return goals.filter((g) => {
    if (category && g.category !== category) return false;
    if (!needle) return true;
    return (
      g.title.toLocaleLowerCase().includes(needle) ||
      (g.description ?? '').toLocaleLowerCase().includes(needle)
    );
  });
}

/** 'Due Jan 5' for a yyyy-MM-dd target date (read as a calendar day, never shifted). */
export function formatDue(targetDate: string): string {
  const [y, m, d] = targetDate.split('-').map(Number);
  return `Due ${dayjs(new Date(y!, m! - 1, d!)).format('MMM D')}`;
}
