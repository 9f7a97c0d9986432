import { dateFormat, isKnownTimeZone } from '../../../shared/lib/dates';
/**
 * The activity card's figures (product-spec §9): average session is the mean session
 * duration (minutes, from the login history) divided by 60, in hours, or 'No data'.
 * Sessions still open have no duration yet and do not count.
 */
export function averageSessionHours(
  history: ReadonlyArray<{ sessionDuration: number | null }>,
): number | null {
  const durations = history
    .map((entry) => entry.sessionDuration)
    .filter((minutes): minutes is number => typeof minutes === 'number' && minutes >= 0);
  if (durations.length === 0) return null;
  const mean = durations.reduce((sum, minutes) => sum + minutes, 0) / durations.length;
  return mean / 60;
}

export function formatAverageSession(hours: number | null): string {
  if (hours === null) return 'No data';
  const rounded = Math.round(hours * 100) / 100;
  return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
}

function safeZone(timeZone?: string): string | undefined {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : undefined;
}

/** 'Jan 5, 2025, 4:30 AM' in the user's zone, or 'Never'. */
export function formatLastLogin(iso: string | null, timeZone?: string): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Never';
  return dateFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: safeZone(timeZone),
  }).format(date);
}

/** 'Dec 1, 2024' in the user's zone. */
export function formatMemberSince(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat('en-US', {
    dateStyle: 'medium',
    timeZone: safeZone(timeZone),
  }).format(date);
}
