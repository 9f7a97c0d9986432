import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  browserTimeZone,
  calendarDateIn,
  DATE_UNREADABLE,
  dateFieldProblem,
  dateFormat,
  dateInputUnreadable,
  isKnownTimeZone,
  warmDateFormatsSoon,
} from '../dates';

describe('dateFormat', () => {
  it('makes one formatter per locale and options', () => {
    const a = dateFormat('en-GB', { month: 'long' });
    expect(dateFormat('en-GB', { month: 'long' })).toBe(a);
    expect(dateFormat('en-GB', { month: 'short' })).not.toBe(a);
  });

  it('knows real zones and refuses made-up ones', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(calendarDateIn(new Date('2026-11-26T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-27');
    expect(calendarDateIn(new Date('2026-11-26T23:30:00Z'), 'Mars/Olympus_Mons')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });
});

describe('warmDateFormatsSoon (page speed, issue 7)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('makes the browser-zone formatter in a later task, and the zone check then reuses it', () => {
    jest.useFakeTimers();
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    warmDateFormatsSoon();
    expect(made).not.toHaveBeenCalled(); // not inside the entry's own task
    jest.runOnlyPendingTimers();
    const warmed = made.mock.calls.filter(([locale, options]) => {
      return locale === 'en-US' && JSON.stringify(options) === '{}';
    }).length;
    expect(warmed).toBe(1);
    made.mockClear();
    expect(isKnownTimeZone(browserTimeZone())).toBe(true); // the gamification state's check
    expect(made).not.toHaveBeenCalledWith('en-US', {});
  });
});

describe('dateFieldProblem: one rule for every date field', () => {
  it('takes no date, and a full date with a four-digit year', () => {
    expect(dateFieldProblem('')).toBeUndefined();
    expect(dateFieldProblem('2026-12-31')).toBeUndefined();
    expect(dateFieldProblem('0026-12-31')).toBe('Enter a four-digit year from 1900 to 9999.');
  });

  it("names a half-typed date, which the browser gives as '' (validity.badInput)", () => {
    expect(DATE_UNREADABLE).toBe('Enter a full date, or clear the field.');
    expect(dateFieldProblem('', true)).toBe(DATE_UNREADABLE);
    // A whole date is read again as it changes: what the browser now reads is what counts.
    expect(dateFieldProblem('2026-12-31', true)).toBeUndefined();
  });

  it('reads badInput from the field itself', () => {
    const input = document.createElement('input');
    input.type = 'date';
    expect(dateInputUnreadable(input)).toBe(false);
    Object.defineProperty(input, 'validity', { value: { badInput: true } });
    expect(dateInputUnreadable(input)).toBe(true);
    expect(dateInputUnreadable(null)).toBe(false);
  });
});
