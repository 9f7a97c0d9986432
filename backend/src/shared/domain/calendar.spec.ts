import {
  canonicalTimeZone,
  daysBetween,
  isCalendarDate,
  isValidTimeZone,
  localDate,
  toCalendarDate,
} from './calendar';

describe('calendar', () => {
  it('spells a zone as the IANA database does today, keeping the name the user chose', () => {
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('asia/kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toBe(
      'America/Argentina/Buenos_Aires',
    );
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('EST')).toBe('EST');
    expect(canonicalTimeZone('US/Eastern')).toBe('US/Eastern');
  });

  it('reads the local date of an instant in a time zone', () => {
    const instant = new Date('2026-03-01T03:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-01');
    expect(localDate(instant, 'America/New_York')).toBe('2026-02-28');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-03-01');
    expect(localDate(new Date('2026-12-31T23:30:00Z'), 'Asia/Kolkata')).toBe('2027-01-01');
  });

  it('counts days across month and year ends', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-01-05', '2026-01-05')).toBe(0);
    expect(daysBetween('2026-01-05', '2026-01-01')).toBe(-4);
  });

  it('knows IANA time zones', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('accepts real calendar dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    // Years 0..99 are years 0..99, not 1900..1999 (Date.UTC's mapping refused them).
    expect(isCalendarDate('0026-12-31')).toBe(true);
    expect(isCalendarDate('0000-01-01')).toBe(true);
    expect(isCalendarDate('0024-02-29')).toBe(true);
    expect(isCalendarDate('0025-02-29')).toBe(false);
    expect(isCalendarDate('20265-01-01')).toBe(false);
  });

  it('keeps the date part of an ISO date-time without shifting it', () => {
    expect(toCalendarDate('2026-05-01')).toBe('2026-05-01');
    expect(toCalendarDate('2026-05-01T23:59:00-08:00')).toBe('2026-05-01');
    expect(toCalendarDate('2026-05-01T00:00:00.000Z')).toBe('2026-05-01');
    expect(toCalendarDate('2026-05-01Tnonsense')).toBeNull();
    expect(toCalendarDate('yesterday')).toBeNull();
  });
});
