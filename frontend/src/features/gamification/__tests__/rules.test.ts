import { describe, expect, it } from '@jest/globals';
import {
  achievementsUnlockedText,
  ACHIEVEMENTS,
  advanceStreak,
  levelForPoints,
  levelProgress,
  levelThreshold,
  localDate,
  loginStreakIcon,
  progressStreakBadge,
} from '../model/rules';

describe('levels (spec §4: 100, then +100 x the new level, accumulating)', () => {
  it('has thresholds 100, 300, 600, 1000, 1500', () => {
    expect([1, 2, 3, 4, 5].map(levelThreshold)).toEqual([100, 300, 600, 1000, 1500]);
  });

  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [299, 2],
    [300, 3],
    [599, 3],
    [600, 4],
    [999, 4],
    [1000, 5],
    [4499, 9],
    [4500, 10],
  ])('%i points is level %i', (points, level) => {
    expect(levelForPoints(points)).toBe(level);
  });

  it('shows progress inside the level as current/needed', () => {
    expect(levelProgress(0)).toMatchObject({ level: 1, current: 0, needed: 100, percent: 0 });
    expect(levelProgress(75)).toMatchObject({ level: 1, current: 75, needed: 100, percent: 75 });
    expect(levelProgress(100)).toMatchObject({ level: 2, current: 0, needed: 200 });
    expect(levelProgress(250)).toMatchObject({ level: 2, current: 150, needed: 200, percent: 75 });
    expect(levelProgress(600)).toMatchObject({
      level: 4,
      current: 0,
      needed: 400,
      nextLevelAt: 1000,
    });
  });
});

describe('streak (spec §4)', () => {
  const none = { currentStreak: 0, longestStreak: 0, lastActivityDate: null };

  it('starts at 1 with no previous activity', () => {
    expect(advanceStreak(none, '2026-03-10')).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      lastActivityDate: '2026-03-10',
    });
  });

  it('changes nothing on the same day', () => {
    const s = { currentStreak: 2, longestStreak: 4, lastActivityDate: '2026-03-10' };
    expect(advanceStreak(s, '2026-03-10')).toBe(s);
  });

  it('increments the day after and raises the longest', () => {
    const s = { currentStreak: 4, longestStreak: 4, lastActivityDate: '2026-03-10' };
    expect(advanceStreak(s, '2026-03-11')).toEqual({
      currentStreak: 5,
      longestStreak: 5,
      lastActivityDate: '2026-03-11',
    });
  });

  it('resets to 1 after a gap, keeping the longest', () => {
    const s = { currentStreak: 4, longestStreak: 6, lastActivityDate: '2026-03-10' };
    expect(advanceStreak(s, '2026-03-12')).toEqual({
      currentStreak: 1,
      longestStreak: 6,
      lastActivityDate: '2026-03-12',
    });
  });

  it.each([
    ['2026-01-31', '2026-02-01'],
    ['2026-02-28', '2026-03-01'],
    ['2024-02-29', '2024-03-01'],
    ['2025-12-31', '2026-01-01'],
  ])('counts %s -> %s as the next day (month and year ends)', (from, to) => {
    const s = { currentStreak: 1, longestStreak: 1, lastActivityDate: from };
    expect(advanceStreak(s, to).currentStreak).toBe(2);
  });

  it('does not count 2024-02-28 -> 2024-03-01 (a leap day between) as the next day', () => {
    const s = { currentStreak: 3, longestStreak: 3, lastActivityDate: '2024-02-28' };
    expect(advanceStreak(s, '2024-03-01').currentStreak).toBe(1);
  });

  it('reads the day in the given time zone', () => {
    const instant = new Date('2026-03-01T03:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-01');
    expect(localDate(instant, 'America/New_York')).toBe('2026-02-28');
    expect(localDate(new Date('2026-12-31T23:30:00Z'), 'Asia/Kolkata')).toBe('2027-01-01');
  });
});

describe('badges and icons (spec §9)', () => {
  it.each([
    [0, 'Keep Going!'],
    [6, 'Keep Going!'],
    [7, 'Great!'],
    [29, 'Great!'],
    [30, 'Fire!'],
  ])('progress card badge at %i days: %s', (n, badge) => {
    expect(progressStreakBadge(n)).toBe(badge);
  });

  it.each([
    [0, 'star'],
    [6, 'star'],
    [7, 'lightning'],
    [29, 'lightning'],
    [30, 'fire'],
  ])('login streak icon at %i days: %s', (n, icon) => {
    expect(loginStreakIcon(n)).toBe(icon);
  });

  it('words the achievements note', () => {
    expect(achievementsUnlockedText(1)).toBe('1 Achievement Unlocked');
    expect(achievementsUnlockedText(3)).toBe('3 Achievements Unlocked');
  });

  it('has the nine achievements of spec §9 with their points and rarity', () => {
    expect(ACHIEVEMENTS.map((a) => [a.id, a.title, a.points, a.rarity])).toEqual([
      ['first_goal', 'Goal Setter', 50, 'common'],
      ['goal_enthusiast', 'Goal Enthusiast', 150, 'rare'],
      ['goal_architect', 'Goal Architect', 300, 'epic'],
      ['visionary', 'Visionary', 750, 'legendary'],
      ['first_victory', 'First Victory', 100, 'rare'],
      ['achiever', 'Achiever', 300, 'epic'],
      ['champion', 'Champion', 1000, 'legendary'],
      ['on_fire', 'On Fire!', 200, 'rare'],
      ['unstoppable', 'Unstoppable', 500, 'epic'],
    ]);
  });
});
