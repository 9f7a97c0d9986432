import { advanceStreak } from './login-streak';

const fresh = { currentStreak: 0, longestStreak: 0, lastActiveDay: null };

describe('advanceStreak', () => {
  it('starts at 1 with no previous day', () => {
    expect(advanceStreak(fresh, '2026-01-01')).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      lastActiveDay: '2026-01-01',
    });
  });

  it('changes nothing on the same day', () => {
    const s = { currentStreak: 4, longestStreak: 9, lastActiveDay: '2026-01-01' };
    expect(advanceStreak(s, '2026-01-01')).toEqual(s);
  });

  it('adds one on the next day and raises the longest', () => {
    const s = { currentStreak: 9, longestStreak: 9, lastActiveDay: '2026-01-31' };
    expect(advanceStreak(s, '2026-02-01')).toEqual({
      currentStreak: 10,
      longestStreak: 10,
      lastActiveDay: '2026-02-01',
    });
  });

  it('counts across the year end and a leap day', () => {
    expect(
      advanceStreak(
        { currentStreak: 2, longestStreak: 2, lastActiveDay: '2026-12-31' },
        '2027-01-01',
      ).currentStreak,
    ).toBe(3);
    expect(
      advanceStreak(
        { currentStreak: 2, longestStreak: 2, lastActiveDay: '2028-02-28' },
        '2028-02-29',
      ).currentStreak,
    ).toBe(3);
    expect(
      advanceStreak(
        { currentStreak: 2, longestStreak: 2, lastActiveDay: '2028-02-28' },
        '2028-03-01',
      ).currentStreak,
    ).toBe(1);
  });

  it('resets to 1 after a gap but keeps the longest', () => {
    const s = { currentStreak: 5, longestStreak: 7, lastActiveDay: '2026-01-01' };
    expect(advanceStreak(s, '2026-01-03')).toEqual({
      currentStreak: 1,
      longestStreak: 7,
      lastActiveDay: '2026-01-03',
    });
  });

  it('ignores a day earlier than the last one', () => {
    const s = { currentStreak: 3, longestStreak: 3, lastActiveDay: '2026-01-05' };
    expect(advanceStreak(s, '2026-01-04')).toEqual(s);
  });
});
