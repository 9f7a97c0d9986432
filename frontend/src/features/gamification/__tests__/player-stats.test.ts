import { describe, expect, it } from '@jest/globals';
import {
  achievementEvent,
  goalCompletedEvent,
  goalCreatedEvent,
  mergeLogs,
  reconcileWithServer,
  reflectionEvent,
  sanitizeLog,
  type GamificationEvent,
} from '../model/activity-log';
import { deriveStats } from '../model/player-stats';

const day = (d: string, time = '12:00:00') => `${d}T${time}.000Z`;
const created = (n: number, at = day('2026-03-10')) => goalCreatedEvent(`g${n}`, at);

function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 9301 + 49297) % 233280;
    const j = Math.floor((s / 233280) * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('deriveStats', () => {
  it('is empty for an empty log', () => {
    expect(deriveStats([], 'UTC')).toEqual({
      totalPoints: 0,
      level: 1,
      goalsCreated: 0,
      goalsCompleted: 0,
      currentStreak: 0,
      longestStreak: 0,
      lastActivityDate: null,
      achievements: [],
    });
  });

  it('pays 25 per goal created plus Goal Setter (50) once', () => {
    const one = deriveStats([created(1)], 'UTC');
    expect(one).toMatchObject({ totalPoints: 75, level: 1, goalsCreated: 1, currentStreak: 1 });
    expect(one.achievements.map((a) => a.title)).toEqual(['Goal Setter']);
    const two = deriveStats([created(1), created(2)], 'UTC');
    expect(two.totalPoints).toBe(100);
    expect(two.level).toBe(2);
  });

  it('earns the created-goal achievements at 1, 5, 10 and 25', () => {
    const log = Array.from({ length: 25 }, (_, i) => created(i));
    const stats = deriveStats(log, 'UTC');
    expect(stats.achievements.map((a) => a.id)).toEqual([
      'first_goal',
      'goal_enthusiast',
      'goal_architect',
      'visionary',
    ]);
    expect(stats.totalPoints).toBe(25 * 25 + 50 + 150 + 300 + 750);
    expect(deriveStats(log.slice(0, 4), 'UTC').achievements).toHaveLength(1);
    expect(deriveStats(log.slice(0, 9), 'UTC').achievements).toHaveLength(2);
  });

  it('earns the completion achievements at 1, 3 and 10, and a goal completed twice pays once', () => {
    const log = Array.from({ length: 10 }, (_, i) =>
      goalCompletedEvent(`g${i}`, day('2026-03-10')),
    );
    const stats = deriveStats(log, 'UTC');
    expect(stats.goalsCompleted).toBe(10);
    expect(stats.achievements.map((a) => a.id)).toEqual(['first_victory', 'achiever', 'champion']);
    const again = mergeLogs(log, [goalCompletedEvent('g0', day('2026-03-11'))]);
    expect(deriveStats(again, 'UTC').totalPoints).toBe(stats.totalPoints);
  });

  it('earns On Fire! on a 3-day run and Unstoppable on a 7-day run, each once', () => {
    const days = [
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ];
    const log = days.map((d, i) => created(i, day(d)));
    expect(deriveStats(log.slice(0, 2), 'UTC').achievements.map((a) => a.id)).not.toContain(
      'on_fire',
    );
    const three = deriveStats(log.slice(0, 3), 'UTC');
    expect(three.achievements.map((a) => a.id)).toContain('on_fire');
    const seven = deriveStats(log, 'UTC');
    expect(seven).toMatchObject({
      currentStreak: 7,
      longestStreak: 7,
      lastActivityDate: '2026-03-04',
    });
    expect(seven.achievements.filter((a) => a.id === 'on_fire')).toHaveLength(1);
    expect(seven.achievements.map((a) => a.id)).toContain('unstoppable');
    // A gap resets the current streak; the longest (and the achievements) stay.
    const gap = deriveStats([...log, created(99, day('2026-03-10'))], 'UTC');
    expect(gap).toMatchObject({ currentStreak: 1, longestStreak: 7 });
  });

  it('counts days in the profile time zone', () => {
    // 23:30 UTC is already the next day in Tokyo and still the same day in New York.
    const log = [
      created(1, day('2026-03-09', '23:30:00')),
      created(2, day('2026-03-10', '01:00:00')),
    ];
    expect(deriveStats(log, 'UTC').currentStreak).toBe(2);
    expect(deriveStats(log, 'Asia/Tokyo').currentStreak).toBe(1);
    expect(deriveStats(log, 'America/New_York').currentStreak).toBe(1);
  });

  it('keeps an achievement the server holds when a change of zone no longer makes it', () => {
    // 23:30 and 00:30 in New York (two days there), then the next day: On Fire! (3 days).
    // In London the first two are one day, so the replay makes a run of 2.
    const log = [
      created(1, day('2026-03-10', '03:30:00')),
      created(2, day('2026-03-10', '05:30:00')),
      created(3, day('2026-03-11', '15:00:00')),
      achievementEvent('on_fire', day('2026-03-11', '15:00:00')),
    ];
    const newYork = deriveStats(log, 'America/New_York');
    expect(newYork.achievements.map((a) => a.id)).toContain('on_fire');
    const london = deriveStats(log, 'Europe/London');
    expect(london.achievements.map((a) => a.id)).not.toContain('on_fire'); // a local record only
    const held = deriveStats(log, 'Europe/London', ['achievement:on_fire']);
    expect(held.achievements.map((a) => a.id)).toContain('on_fire');
    expect(held.totalPoints).toBe(newYork.totalPoints);
    expect(held.achievements.find((a) => a.id === 'on_fire')!.timestamp).toBe(
      day('2026-03-11', '15:00:00'),
    );
  });

  it("adds the server's reflection XP to the same total", () => {
    const stats = deriveStats([created(1), reflectionEvent('r1', 35, day('2026-03-10'))], 'UTC');
    expect(stats.totalPoints).toBe(25 + 50 + 35);
  });

  it('takes rewards from the table, so forged or repeated achievement events change nothing', () => {
    const base = deriveStats([created(1)], 'UTC');
    const forged: GamificationEvent = {
      ...achievementEvent('champion', day('2026-03-10')),
      points: 99999,
    };
    const withForged = deriveStats(
      [created(1), forged, achievementEvent('first_goal', day('2026-03-10'))],
      'UTC',
    );
    expect(withForged.totalPoints).toBe(base.totalPoints);
    expect(withForged.achievements.map((a) => a.id)).toEqual(['first_goal']);
  });
});

describe('merging logs', () => {
  const a = created(1, day('2026-03-01'));
  const b = created(2, day('2026-03-02'));
  const c = goalCompletedEvent('g1', day('2026-03-03'));

  it('keeps the same event once', () => {
    expect(mergeLogs([a, b], [a], [b, a])).toEqual([a, b]);
  });

  it('keeps the first write of an id, whatever the order', () => {
    const aLater = { ...a, occurredAt: day('2026-03-05') };
    expect(mergeLogs([aLater], [a])).toEqual([a]);
    expect(mergeLogs([a], [aLater])).toEqual([a]);
  });

  it("merges two devices' logs into the same stats in any order", () => {
    const phone = [a, c, created(3, day('2026-03-04'))];
    const laptop = [b, created(4, day('2026-03-04')), a];
    const expected = mergeLogs(phone, laptop);
    for (let seed = 1; seed < 20; seed++) {
      const mixed = shuffle([...phone, ...laptop], seed);
      expect(mergeLogs(mixed)).toEqual(expected);
      expect(mergeLogs(laptop, phone)).toEqual(expected);
      expect(deriveStats(mixed, 'UTC')).toEqual(deriveStats(expected, 'UTC'));
    }
  });

  it("takes the server's copy and keeps local events it does not have yet", () => {
    const serverA = { ...a, occurredAt: day('2026-03-01', '08:00:00') };
    const localOnly = created(9, day('2026-03-09'));
    expect(reconcileWithServer([a, localOnly], [serverA, b], day('2026-03-10'))).toEqual([
      serverA,
      b,
      localOnly,
    ]);
  });

  it('drops a local reflection event the server does not know after a later sync', () => {
    const r = reflectionEvent('r1', 20, day('2026-03-09'));
    expect(reconcileWithServer([r], [], day('2026-03-10'))).toEqual([]);
    expect(reconcileWithServer([r], [], day('2026-03-08'))).toEqual([r]);
  });

  it('leaves malformed stored events out', () => {
    expect(
      sanitizeLog([a, { id: 1 }, null, { ...b, occurredAt: 'never' }, { ...c, type: 'bonus' }]),
    ).toEqual([a]);
    expect(sanitizeLog('nope')).toEqual([]);
  });
});
