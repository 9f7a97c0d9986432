import {
  completionRate,
  currentMonthWindow,
  roundedMean,
  startOfLocalDay,
} from './dashboard-stats';

describe('dashboard stats rules', () => {
  it('completion is the rounded completed share, 0 with no goals', () => {
    expect(completionRate({ total: 0, completed: 0 })).toBe(0);
    expect(completionRate({ total: 3, completed: 1 })).toBe(33);
    expect(completionRate({ total: 3, completed: 2 })).toBe(67);
    expect(completionRate({ total: 4, completed: 4 })).toBe(100);
  });

  it('never reads 100 while a goal is open, nor 0 once one is done', () => {
    expect(completionRate({ total: 200, completed: 199 })).toBe(99);
    expect(completionRate({ total: 300, completed: 1 })).toBe(1);
    expect(completionRate({ total: 200, completed: 1 })).toBe(1);
    expect(completionRate({ total: 8, completed: 1 })).toBe(13);
  });

  it('rounds a mean progress, none counting as 0', () => {
    expect(roundedMean(null)).toBe(0);
    expect(roundedMean(42.5)).toBe(43);
    expect(roundedMean(0)).toBe(0);
  });

  it("finds the month in the user's zone", () => {
    // 03:30 UTC on March 1 is still February 28 in New York.
    const ny = currentMonthWindow(new Date('2026-03-01T03:30:00Z'), 'America/New_York');
    expect(ny.start.toISOString()).toBe('2026-02-01T05:00:00.000Z');
    expect(ny.end.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    const tokyo = currentMonthWindow(new Date('2026-03-01T03:30:00Z'), 'Asia/Tokyo');
    expect(tokyo.start.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    const december = currentMonthWindow(new Date('2026-12-15T12:00:00Z'), 'UTC');
    expect(december.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('handles daylight-saving changes and half-hour zones', () => {
    // New York switches to EDT on 2026-03-08: April starts at 04:00 UTC.
    expect(startOfLocalDay(2026, 4, 1, 'America/New_York').toISOString()).toBe(
      '2026-04-01T04:00:00.000Z',
    );
    expect(startOfLocalDay(2026, 1, 1, 'Asia/Kolkata').toISOString()).toBe(
      '2025-12-31T18:30:00.000Z',
    );
  });
});
