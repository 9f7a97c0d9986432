import { isValidTimeZone, localDate } from '../../../shared/domain/calendar';
import { FALLBACK_TIMEZONE } from './daily-reflection';

/** "Today" for a user: the calendar date of `now` in their profile time zone (decisions.md §9). */
export function userToday(now: Date, timezone: string | null | undefined): string {
  const zone = timezone && isValidTimeZone(timezone) ? timezone : FALLBACK_TIMEZONE;
  return localDate(now, zone);
}
