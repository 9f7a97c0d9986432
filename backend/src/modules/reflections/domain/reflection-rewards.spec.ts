import {
  hasFullDay,
  longestDayRun,
  REFLECTION_ACHIEVEMENTS,
  ReflectionDay,
  rewardForNewReflection,
} from './reflection-rewards';

const m = (reflectionDate: string): ReflectionDay => ({ reflectionDate, timeOfDay: 'morning' });
const e = (reflectionDate: string): ReflectionDay => ({ reflectionDate, timeOfDay: 'evening' });
const days = (start: string, count: number, make = m) =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(`${start}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return make(d.toISOString().slice(0, 10));
  });
const ids = (r: { achievements: Array<{ id: string }> }) => r.achievements.map((a) => a.id);
const NONE = new Set<string>();

describe('reflection XP', () => {
  it('pays 10 for a session plus 5 per non-blank answer', () => {
    const everything = new Set(REFLECTION_ACHIEVEMENTS.map((a) => a.id));
    const record = { history: [m('2026-01-01')], today: '2026-01-01' };
    expect(rewardForNewReflection(0, record, everything).xpAwarded).toBe(10);
    expect(rewardForNewReflection(1, record, everything).xpAwarded).toBe(15);
    expect(rewardForNewReflection(5, record, everything).xpAwarded).toBe(35);
  });

  it('adds the reward of each achievement earned to the XP of that save', () => {
    const r = rewardForNewReflection(2, { history: [m('2026-01-01')], today: '2026-01-01' }, NONE);
    expect(r).toEqual({
      xpAwarded: 10 + 10 + 25,
      achievements: [
        {
          id: 'first_reflection',
          title: 'First Reflection',
          description: 'You wrote your first reflection.',
          xpReward: 25,
          tier: 'common',
        },
      ],
    });
  });
});

describe('reflection achievements', () => {
  const today = '2026-12-31';

  it('First Reflection: at the first reflection, once', () => {
    expect(ids(rewardForNewReflection(1, { history: [m('2026-01-01')], today }, NONE))).toEqual([
      'first_reflection',
    ]);
    const awarded = new Set(['first_reflection']);
    expect(
      ids(
        rewardForNewReflection(1, { history: [m('2026-01-01'), m('2026-01-05')], today }, awarded),
      ),
    ).toEqual([]);
  });

  it('Full Day: a morning and an evening on the same date, not on different dates', () => {
    const awarded = new Set(['first_reflection']);
    expect(hasFullDay([m('2026-01-01'), e('2026-01-02')])).toBe(false);
    expect(hasFullDay([m('2026-01-02'), e('2026-01-02')])).toBe(true);
    const r = rewardForNewReflection(
      1,
      { history: [m('2026-01-02'), e('2026-01-02')], today },
      awarded,
    );
    expect(ids(r)).toEqual(['full_day']);
    expect(r.xpAwarded).toBe(15 + 50);
    const again = new Set(['first_reflection', 'full_day']);
    expect(
      ids(rewardForNewReflection(1, { history: [m('2026-01-03'), e('2026-01-03')], today }, again)),
    ).toEqual([]);
  });

  it('Morning Ritual and Evening Review: seven of each kind, counted apart', () => {
    const awarded = new Set(['first_reflection', 'full_day', 'reflective_week']);
    const sixMornings = days('2026-03-01', 6);
    const evenings = days('2026-03-01', 6, e);
    expect(
      ids(rewardForNewReflection(1, { history: [...sixMornings, ...evenings], today }, awarded)),
    ).toEqual([]);
    const seventhMorning = [...days('2026-03-01', 7), ...evenings];
    const r = rewardForNewReflection(1, { history: seventhMorning, today }, awarded);
    expect(r.achievements).toEqual([
      expect.objectContaining({ id: 'morning_ritual', xpReward: 150, tier: 'rare' }),
    ]);
    const both = [...days('2026-03-01', 7), ...days('2026-03-01', 7, e)];
    expect(
      ids(
        rewardForNewReflection(
          1,
          { history: both, today },
          new Set([...awarded, 'morning_ritual']),
        ),
      ),
    ).toEqual(['evening_review']);
  });

  it('Reflective Week: reflections on seven days running', () => {
    const awarded = new Set(['first_reflection', 'morning_ritual']);
    const gap = [...days('2026-05-01', 3), ...days('2026-05-05', 4)];
    expect(longestDayRun(gap, today)).toBe(4);
    expect(ids(rewardForNewReflection(1, { history: gap, today }, awarded))).toEqual([]);
    const week = days('2026-05-01', 7);
    const r = rewardForNewReflection(1, { history: week, today }, awarded);
    expect(r.achievements).toEqual([
      expect.objectContaining({ id: 'reflective_week', xpReward: 400, tier: 'epic' }),
    ]);
  });

  it('Sage: one hundred reflections, legendary, 1000 XP', () => {
    const awarded = new Set(['first_reflection', 'morning_ritual', 'reflective_week']);
    const ninetyNine = days('2026-01-01', 99);
    expect(ids(rewardForNewReflection(1, { history: ninetyNine, today }, awarded))).toEqual([]);
    const hundred = days('2026-01-01', 100);
    const r = rewardForNewReflection(1, { history: hundred, today }, awarded);
    expect(r.achievements).toEqual([
      expect.objectContaining({ id: 'sage', title: 'Sage', xpReward: 1000, tier: 'legendary' }),
    ]);
    expect(r.xpAwarded).toBe(15 + 1000);
  });

  it('lists several achievements of one save in table order', () => {
    const history = [...days('2026-01-01', 6), m('2026-01-07'), e('2026-01-07')];
    expect(ids(rewardForNewReflection(1, { history, today }, NONE))).toEqual([
      'first_reflection',
      'full_day',
      'morning_ritual',
      'reflective_week',
    ]);
  });
});

describe('the reflective-week streak', () => {
  it('runs across month and year ends, and across February in a leap year', () => {
    expect(longestDayRun(days('2026-01-28', 7), '2026-12-31')).toBe(7);
    expect(longestDayRun(days('2026-12-28', 7), '2027-01-10')).toBe(7);
    expect(longestDayRun(days('2024-02-26', 7), '2024-12-31')).toBe(7); // through Feb 29
    // 2026 has no Feb 29: Feb 28 -> Mar 1 is one day.
    expect(longestDayRun([m('2026-02-27'), m('2026-02-28'), m('2026-03-01')], '2026-03-01')).toBe(
      3,
    );
    expect(longestDayRun([m('2024-02-28'), m('2024-03-01')], '2024-03-01')).toBe(1);
  });

  it('counts a day once however many sessions it has, and ignores order', () => {
    const history = [e('2026-01-03'), m('2026-01-01'), e('2026-01-01'), m('2026-01-02')];
    expect(longestDayRun(history, '2026-01-03')).toBe(3);
    expect(longestDayRun([], '2026-01-03')).toBe(0);
  });

  it("does not count days after the user's today, which depends on their time zone", () => {
    // 2026-03-01T03:30Z is still Feb 28 in New York but already Mar 1 in Tokyo.
    const week = days('2026-02-23', 7); // Feb 23 .. Mar 1
    const newYorkToday = '2026-02-28';
    const tokyoToday = '2026-03-01';
    expect(longestDayRun(week, newYorkToday)).toBe(6);
    expect(longestDayRun(week, tokyoToday)).toBe(7);
  });
});
