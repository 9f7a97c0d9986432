/**
 * Calendar-day helpers. A calendar date is a `yyyy-MM-dd` string; it is never
 * shifted by a time zone once made (decisions.md §3).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar date (`yyyy-MM-dd`) of an instant as seen in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  // Days change on whole minutes in every zone in use: one answer per zone and minute.
  const minute = Math.floor(instant.getTime() / 60_000);
  const hit = lastDates.get(timeZone);
  if (hit && hit.minute === minute) return hit.date;
  const date = formatLocalDate(instant, timeZone);
  if (lastDates.size > 1_000) lastDates.clear();
  lastDates.set(timeZone, { minute, date });
  return date;
}

const lastDates = new Map<string, { minute: number; date: string }>();

function formatLocalDate(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Whole days from `from` to `to`, both `yyyy-MM-dd` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** True when the string names a time zone this runtime knows (IANA). */
export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Current IANA names of zones that this runtime's ICU data still calls by an older name
 * (Node 20 resolves 'Asia/Kolkata' to 'Asia/Calcutta'). A user who picks Kolkata keeps
 * Kolkata, which is also how the profile's list of zones writes it.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

let spellings: Map<string, string> | undefined;

/** Every zone name this runtime lists, and the current names above, by lower case. */
function zoneSpellings(): Map<string, string> {
  if (!spellings) {
    spellings = new Map();
    for (const zone of Intl.supportedValuesOf('timeZone')) spellings.set(zone.toLowerCase(), zone);
    spellings.set('utc', 'UTC');
    for (const [old, current] of Object.entries(CURRENT_NAMES)) {
      spellings.set(old.toLowerCase(), current);
      spellings.set(current.toLowerCase(), current);
    }
  }
  return spellings;
}

/**
 * The zone as the IANA database spells it today ('america/new_york' -> 'America/New_York',
 * 'Asia/Calcutta' -> 'Asia/Kolkata'); another valid name the user gave ('US/Eastern',
 * 'EST') is kept as given, not swapped for the zone ICU links it to. The zone itself
 * when it is not one.
 */
export function canonicalTimeZone(timeZone: string): string {
  const known = zoneSpellings().get(timeZone.toLowerCase());
  if (known) return known;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === timeZone.toLowerCase() ? resolved : timeZone;
  } catch {
    return timeZone;
  }
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `yyyy-MM-dd` (any year 0000..9999). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0..99 as 1900..1999, so the
  // well-formed '0026-12-31' (a two-digit year typed into a browser's date field) was
  // refused as 'not a date written yyyy-MM-dd'.
  const d = new Date(0);
  d.setUTCFullYear(+m[1], +m[2] - 1, +m[3]);
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/**
 * Accepts `yyyy-MM-dd` or an ISO date-time and keeps its date part as written
 * (no time-zone shift). Returns null when it is neither.
 */
export function toCalendarDate(value: string): string | null {
  if (typeof value !== 'string') return null;
  const datePart = value.length > 10 && value[10] === 'T' ? value.slice(0, 10) : value;
  if (!isCalendarDate(datePart)) return null;
  if (datePart !== value && Number.isNaN(Date.parse(value))) return null;
  return datePart;
}
