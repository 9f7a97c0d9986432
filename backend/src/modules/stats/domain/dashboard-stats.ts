import { localDate } from '../../../shared/domain/calendar';

/** The dashboard's stats cards and the sidebar's Monthly Progress (spec §3, decisions §7). */
export interface DashboardStats {
  activeGoals: number;
  completedGoals: number;
  /** The user's login streak (days). */
  streak: number;
  /** Completed share of all goals, a whole percent (0 with no goals). */
  completion: number;
  /** Mean progress of the goals active this month, a whole percent (0 with none). */
  monthlyProgress: number;
}

export interface GoalCounts {
  total: number;
  completed: number;
}

/**
 * Completed share of all goals as a whole percent; 0 when there are none. Rounded, but
 * never to 100 while a goal is open nor to 0 once one is done: 199 of 200 reads 99 %,
 * not a 100 % beside "Active Goals 1"; 1 of 300 reads 1 %.
 */
export function completionRate({ total, completed }: GoalCounts): number {
  if (total <= 0 || completed <= 0) return 0;
  if (completed >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((completed / total) * 100)));
}

/** A mean progress as a whole percent 0..100 (none counts as 0). */
export function roundedMean(mean: number | null): number {
  if (mean === null || !Number.isFinite(mean)) return 0;
  return Math.min(100, Math.max(0, Math.round(mean)));
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant local midnight starts the given day in the zone. */
export function startOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess - zoneOffsetMs(new Date(first), timeZone));
}

/**
 * This calendar month in the user's zone, as the instants [start, end): the
 * month "today" falls in for that user.
 */
export function currentMonthWindow(now: Date, timeZone: string): { start: Date; end: Date } {
  const [y, m] = localDate(now, timeZone).split('-').map(Number);
  const start = startOfLocalDay(y, m, 1, timeZone);
  const end =
    m === 12 ? startOfLocalDay(y + 1, 1, 1, timeZone) : startOfLocalDay(y, m + 1, 1, timeZone);
  return { start, end };
}
