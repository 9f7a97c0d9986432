import { describe, expect, it } from '@jest/globals';
import {
  averageSessionHours,
  formatAverageSession,
  formatLastLogin,
  formatMemberSince,
} from '../model/activity';
import { passwordChangeRefusal, passwordProblem } from '../model/password';
import { dayCount, streakIcon, streakTier } from '../model/streak';
import { TIME_ZONES, timeZoneLabel, timeZoneOptions } from '../model/time-zones';

describe('streak tiers (spec §9)', () => {
  it.each([
    [0, 'Getting Started', 'outline'],
    [6, 'Getting Started', 'outline'],
    [7, 'Consistent', 'secondary'],
    [13, 'Consistent', 'secondary'],
    [14, 'Streak Hero', 'secondary'],
    [29, 'Streak Hero', 'secondary'],
    [30, 'Fire Master', 'default'],
    [400, 'Fire Master', 'default'],
  ])('%i days: %s with the %s badge', (days, label, variant) => {
    expect(streakTier(days)).toEqual({ label, variant });
  });

  it('picks the login streak icon: star, lightning from 7, fire from 30', () => {
    expect([0, 6, 7, 29, 30].map(streakIcon)).toEqual([
      'star',
      'star',
      'lightning',
      'lightning',
      'fire',
    ]);
    expect(dayCount(1)).toBe('1 day');
    expect(dayCount(2)).toBe('2 days');
  });
});

describe('time zones', () => {
  it("lists the spec's 25 zones, labelled by city, New York first", () => {
    expect(TIME_ZONES).toHaveLength(25);
    expect(new Set(TIME_ZONES.map((z) => z.value)).size).toBe(25);
    expect(TIME_ZONES[0]).toEqual({ value: 'America/New_York', label: 'New York (Eastern Time)' });
    for (const zone of TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone.value })).not.toThrow();
    }
    expect(TIME_ZONES.map((z) => z.label)).toEqual(
      expect.arrayContaining(['London', 'Kolkata', 'Sao Paulo', 'Honolulu (Hawaii)', 'UTC']),
    );
  });

  it("adds the user's own zone when it is not one of the 25", () => {
    expect(timeZoneOptions('Europe/Paris')).toHaveLength(25);
    const options = timeZoneOptions('Pacific/Chatham');
    expect(options).toHaveLength(26);
    expect(options[25]).toEqual({ value: 'Pacific/Chatham', label: 'Pacific/Chatham' });
    expect(timeZoneLabel('Asia/Tokyo')).toBe('Tokyo');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos Aires');
  });
});

describe('activity', () => {
  it("averages the closed sessions' minutes, in hours, or says 'No data'", () => {
    expect(averageSessionHours([])).toBeNull();
    expect(averageSessionHours([{ sessionDuration: null }])).toBeNull();
    const hours = averageSessionHours([
      { sessionDuration: 60 },
      { sessionDuration: 120 },
      { sessionDuration: null },
    ]);
    expect(hours).toBe(1.5);
    expect(formatAverageSession(hours)).toBe('1.5 hours');
    expect(formatAverageSession(1)).toBe('1 hour');
    expect(formatAverageSession(10 / 60)).toBe('0.17 hours');
    expect(formatAverageSession(null)).toBe('No data');
  });

  it("shows 'Never' without a last login, and dates in the user's zone", () => {
    expect(formatLastLogin(null)).toBe('Never');
    expect(formatLastLogin('2025-01-05T09:30:00.000Z', 'UTC')).toBe('Jan 5, 2025, 9:30 AM');
    expect(formatLastLogin('2025-01-05T09:30:00.000Z', 'America/New_York')).toBe(
      'Jan 5, 2025, 4:30 AM',
    );
    expect(formatMemberSince('2025-01-01T02:00:00.000Z', 'America/New_York')).toBe('Dec 31, 2024');
    expect(formatMemberSince('2025-01-01T02:00:00.000Z', 'Not/AZone')).toMatch(/2025|2024/);
  });
});

describe('new password check', () => {
  it('needs 8 to 72 bytes (said as characters) and a matching confirmation', () => {
    expect(passwordProblem('short', 'short')).toMatch(/at least 8/);
    expect(passwordProblem('é'.repeat(37), 'é'.repeat(37))).toMatch(/at most 72 characters/);
    expect(passwordProblem('long-enough', 'long-enougH')).toMatch(/do not match/);
    expect(passwordProblem('long-enough', 'long-enough')).toBeNull();
  });
});

describe('passwordChangeRefusal', () => {
  it("says which password the server refused, in the page's words", () => {
    expect(passwordChangeRefusal('currentPassword is incorrect')).toBe(
      'Your current password is not right. Your password was not changed.',
    );
    expect(
      passwordChangeRefusal('newPassword is one of the most common passwords; choose another'),
    ).toBe('The new password is one of the most common passwords; choose another.');
    expect(passwordChangeRefusal('Service unavailable.')).toBe('Service unavailable.');
  });
});
