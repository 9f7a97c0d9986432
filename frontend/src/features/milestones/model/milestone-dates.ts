import type { Milestone } from '../api/milestones-api';
import { calendarDateIn } from '../../../shared/lib/dates';

/** Spec §9: at most 3 milestones on the dashboard card. */
export const UPCOMING_LIMIT = 3;
/** Decisions §7: the bell lists milestones due within 7 days. */
export const DUE_WITHIN_DAYS = 7;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy' of a calendar date, never shifted by a zone: '2025-01-05' -> 'Jan 5, 2025'. */
export function formatMilestoneDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** Whole days from `from` to `to` (yyyy-MM-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** 'in X' / 'X ago' (spec §2), in days, then months, then years; 'today' on the day. */
export function relativeToToday(targetDate: string, today: string): string {
  const days = daysBetween(today, targetDate);
  if (days === 0) return 'today';
  const n = Math.abs(days);
  let span: string;
  if (n < 45) span = plural(n, 'day');
  else if (n < 365) span = plural(Math.round(n / 30.44), 'month');
  else span = plural(Math.round(n / 365.25), 'year');
  return days > 0 ? `in ${span}` : `${span} ago`;
}

/** The calendar date of an instant in a time zone (the profile's: decisions §9). */
export function todayIn(timeZone: string | null | undefined, now = new Date()): string {
  return calendarDateIn(now, timeZone);
}

const bySoonest = (a: Milestone, b: Milestone) =>
  a.targetDate.localeCompare(b.targetDate) || a.createdAt.localeCompare(b.createdAt);

/**
 * Nearest to today first, either way (on a tie what is to come first). Soonest first
 * alone put a year's oldest overdue milestones (59 days late) at the top and kept
 * tomorrow's out of a short list.
 */
function nearestFirst(today: string) {
  return (a: Milestone, b: Milestone) => {
    const da = daysBetween(today, a.targetDate);
    const db = daysBetween(today, b.targetDate);
    return Math.abs(da) - Math.abs(db) || db - da || bySoonest(a, b);
  };
}

/**
 * The dashboard's list: the 3 incomplete milestones nearest to today, shown in date
 * order, and how many overdue ones that leaves out.
 */
export function upcomingMilestones(
  milestones: readonly Milestone[],
  today: string,
): { shown: Milestone[]; overdueLeftOut: number } {
  const open = milestones.filter((m) => !m.isCompleted).sort(nearestFirst(today));
  const shown = open.slice(0, UPCOMING_LIMIT).sort(bySoonest);
  const overdueLeftOut = open.slice(UPCOMING_LIMIT).filter((m) => m.targetDate < today).length;
  return { shown, overdueLeftOut };
}

/** Incomplete milestones due within 7 days of today, overdue ones included; nearest first. */
export function milestonesDueSoon(milestones: readonly Milestone[], today: string): Milestone[] {
  return milestones
    .filter((m) => !m.isCompleted && daysBetween(today, m.targetDate) <= DUE_WITHIN_DAYS)
    .sort(nearestFirst(today));
}

/** 'Overdue by 2 days', 'Due today', 'Due in 3 days'. */
export function dueText(targetDate: string, today: string): string {
  const days = daysBetween(today, targetDate);
  if (days === 0) return 'Due today';
  if (days < 0) return `Overdue by ${plural(-days, 'day')}`;
  return `Due in ${plural(days, 'day')}`;
}
