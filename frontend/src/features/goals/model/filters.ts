import { dateFormat } from '../../../shared/lib/dates';
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

/**
 * 'Due Jan 5' for a yyyy-MM-dd target date (read as a calendar day, never shifted: formatted
 * in UTC from UTC midnight). Intl does it; dayjs, which did only this, cost 3 kB of gzip.
 */
export function formatDue(targetDate: string): string {
  const [y, m, d] = targetDate.split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!));
  return `Due ${dateFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(day)}`;
}
