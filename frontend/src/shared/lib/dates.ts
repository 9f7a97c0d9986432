/**
 * Date formatting made once per locale, options and zone. Making an
 * Intl.DateTimeFormat costs far more than using one (tens of microseconds against
 * one or two), and the dashboard formats a date per gamification event, milestone
 * and card on every render.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, made once. Throws as it does (an unknown zone). */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size > 200) formats.clear();
    formats.set(key, format);
  }
  return format;
}

const zones = new Map<string, boolean>();

/** True when this browser knows the IANA time zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = zones.get(timeZone);
  if (known === undefined) {
    try {
      dateFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    zones.set(timeZone, known);
  }
  return known;
}

/**
 * The calendar date (`yyyy-MM-dd`) of an instant in a time zone; a missing or
 * unknown zone means the browser's own.
 */
export function calendarDateIn(instant: Date, timeZone: string | null | undefined): string {
  const zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : undefined;
  const parts = dateFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** This browser's own IANA time zone ('UTC' if it names none). */
export function browserTimeZone(): string {
  return dateFormat('en-US', {}).resolvedOptions().timeZone || 'UTC';
}

/**
 * Makes the page's first date format in a task of its own. The first Intl.DateTimeFormat a
 * page makes loads the browser's locale data: 15 to 30 ms, 60 to 110 at a phone's speed
 * (Lighthouse's 4x slowdown), once. Left to the first use (the gamification state's zone
 * check, `browserTimeZone()`), it lands inside the work that handles the session's answer
 * and renders the dashboard, one long task; scheduled as the app's module loads, it runs
 * while the first requests are out (issue 7: total blocking time). The app schedules it
 * only where a signed-in page is coming (app/routing/member-expected.ts): a visitor's landing page shows no
 * dates, and there it was blocking time for nothing.
 */
export function warmDateFormatsSoon(): void {
  if (typeof window === 'undefined') return;
  setTimeout(browserTimeZone, 0);
}

/**
 * The years a date field takes. A browser's date field gives a two-digit year as it was
 * typed (12/31/26 is '0026-12-31') and takes up to six digits ('20265-01-01'); the first
 * is no goal's date and the server refuses the second, so both are named at the field.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '9999-12-31';

/** Said under a date field the browser cannot read (half typed), until it is whole or cleared. */
export const DATE_UNREADABLE = 'Enter a full date, or clear the field.';

/**
 * True when a date field holds something the browser cannot read as a date: a day and a
 * month typed without the year. Its value is then '' as if it were empty, and only
 * `validity.badInput` tells them apart. React reports no change from '' to such a field
 * (the value stays ''), so the field itself is read, at Save and as it is typed in or left.
 */
export function dateInputUnreadable(
  input: { validity?: { badInput?: boolean } } | null | undefined,
): boolean {
  return input?.validity?.badInput === true;
}

/**
 * What is wrong with a date field's value, one rule for every date field: '' is no date
 * (nothing wrong, where the date is optional) unless the browser could not read what is in
 * the field (`unreadable`, from dateInputUnreadable): saved as "no date", the user's
 * deadline was lost without a word.
 */
export function dateFieldProblem(value: string, unreadable = false): string | undefined {
  if (value === '') return unreadable ? DATE_UNREADABLE : undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < DATE_MIN)
    return 'Enter a four-digit year from 1900 to 9999.';
  return undefined;
}
