import { isoInstant } from './instant';

describe('isoInstant', () => {
  it('writes what toISOString writes', () => {
    const samples = [
      new Date(Date.UTC(2026, 10, 25, 16, 42, 26, 123)),
      new Date(Date.UTC(2026, 0, 1, 0, 0, 0, 0)),
      new Date(Date.UTC(1999, 11, 31, 23, 59, 59, 9)),
      new Date(Date.UTC(2000, 1, 29, 1, 2, 3, 45)),
      new Date(Date.UTC(1000, 0, 1)),
      new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999)),
      new Date(Date.UTC(10000, 0, 1)),
      new Date(Date.UTC(999, 0, 1)),
      new Date(-1),
    ];
    for (let i = 0; i < 2000; i++) samples.push(new Date(Math.floor(Math.random() * 4e12) - 1e12));
    for (const date of samples) expect(isoInstant(date)).toBe(date.toISOString());
  });

  it('refuses an invalid date as toISOString does', () => {
    expect(() => isoInstant(new Date(Number.NaN))).toThrow(RangeError);
  });
});
