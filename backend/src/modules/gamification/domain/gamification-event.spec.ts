import { DomainError } from '../../../shared/domain/domain-error';
import {
  ACHIEVEMENT_RULES,
  longestStreak,
  mergeLog,
  owedAchievements,
  validateIncoming,
  type GamificationEvent,
  type IncomingEvent,
  type ValidationContext,
} from './gamification-event';

const G1 = '3f1c2a9e-0000-4000-8000-000000000001';
const G2 = '3f1c2a9e-0000-4000-8000-000000000002';
const now = new Date('2026-03-10T15:00:00Z');

function ctx(overrides: Partial<ValidationContext> = {}): ValidationContext {
  return {
    now,
    joinedAt: new Date('2026-01-01T00:00:00Z'),
    timeZone: 'UTC',
    existing: [],
    ...overrides,
  };
}

const created = (goalId: string, at = '2026-03-10T14:00:00Z'): IncomingEvent => ({
  id: `goal_created:${goalId}`,
  type: 'goal_created',
  points: 25,
  occurredAt: at,
  goalId,
});

function stored(id: string, at: string, type: GamificationEvent['type'] = 'goal_created') {
  return { id, type, points: 25, occurredAt: new Date(at), goalId: null } as GamificationEvent;
}

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).code).toBe('VALIDATION');
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('validateIncoming', () => {
  it('accepts goal events with the spec points and takes goalId from the id', () => {
    const [a, b] = validateIncoming(
      [
        { ...created(G1), goalId: undefined },
        {
          id: `goal_completed:${G1}`,
          type: 'goal_completed',
          points: 100,
          occurredAt: '2026-03-10T14:30:00Z',
        },
      ],
      ctx(),
    );
    expect(a).toEqual({
      id: `goal_created:${G1}`,
      type: 'goal_created',
      points: 25,
      occurredAt: new Date('2026-03-10T14:00:00Z'),
      goalId: G1,
    });
    expect(b.goalId).toBe(G1);
    expect(b.points).toBe(100);
  });

  it.each([
    [{ ...created(G1), points: 26 }, 'events.0.points must be 25 for a goal_created event'],
    [{ ...created(G1), type: 'goal_completed' }, 'events.0.id must be goal_completed:<goalId>'],
    [
      { ...created(G1), id: 'goal_created:not-a-uuid' },
      'events.0.id must be goal_created:<goalId>',
    ],
    [{ ...created(G1), goalId: G2 }, 'events.0.goalId must be the goal named in the id'],
    [{ ...created(G1), type: 'bonus' }, 'events.0.type must be one of'],
    [
      { id: 'reflection:r1', type: 'reflection', points: 10, occurredAt: '2026-03-10T14:00:00Z' },
      'events.0.type reflection events are recorded by the server',
    ],
    [
      { ...created(G1), occurredAt: 'yesterday' },
      'events.0.occurredAt must be an ISO 8601 instant',
    ],
    [
      {
        id: 'achievement:first_goal',
        type: 'achievement',
        points: 5000,
        occurredAt: '2026-03-10T14:00:00Z',
      },
      'events.0.points must be 50 for first_goal',
    ],
    [
      {
        id: 'achievement:cheater',
        type: 'achievement',
        points: 50,
        occurredAt: '2026-03-10T14:00:00Z',
      },
      'events.0.id must be achievement:<id>',
    ],
  ])('refuses %j', (event, message) => {
    expect(refusal(() => validateIncoming([event as IncomingEvent], ctx()))).toContain(message);
  });

  it('allows a small clock skew into the future', () => {
    expect(validateIncoming([created(G1, '2026-03-10T15:04:00Z')], ctx())).toHaveLength(1);
  });

  it("takes a wrong clock's times as the nearest true instant: now, or the sign-up", () => {
    const [fast, slow] = validateIncoming(
      [created(G1, '2026-03-10T15:06:00Z'), created(G2, '2025-12-31T23:00:00Z')],
      ctx(),
    );
    expect(fast!.occurredAt).toEqual(now);
    expect(slow!.occurredAt).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('accepts an achievement only when the merged log earns it', () => {
    const achievement: IncomingEvent = {
      id: 'achievement:first_goal',
      type: 'achievement',
      points: 50,
      occurredAt: '2026-03-10T14:00:01Z',
    };
    expect(refusal(() => validateIncoming([achievement], ctx()))).toBe(
      'events.0.id first_goal is not earned by this activity log',
    );
    expect(validateIncoming([created(G1), achievement], ctx())).toHaveLength(2);
    const existing = [stored(`goal_created:${G1}`, '2026-03-09T10:00:00Z')];
    expect(validateIncoming([achievement], ctx({ existing }))).toHaveLength(1);
  });

  it('judges streak achievements by days in the player zone', () => {
    const onFire: IncomingEvent = {
      id: 'achievement:on_fire',
      type: 'achievement',
      points: 200,
      occurredAt: '2026-03-10T14:00:00Z',
    };
    // 23:30 UTC on the 8th is the 9th in Tokyo: three Tokyo days in a row, two UTC days.
    const existing = [
      stored('goal_created:a', '2026-03-07T23:30:00Z'),
      stored('goal_created:b', '2026-03-08T23:30:00Z'),
      stored('goal_created:c', '2026-03-09T23:30:00Z'),
    ];
    expect(validateIncoming([onFire], ctx({ existing, timeZone: 'Asia/Tokyo' }))).toHaveLength(1);
    const utc = [existing[0], existing[2], stored('goal_created:d', '2026-03-10T01:00:00Z')];
    expect(refusal(() => validateIncoming([onFire], ctx({ existing: utc })))).toContain(
      'on_fire is not earned',
    );
  });

  it('answers only the ids the log does not know, each once (first write wins)', () => {
    const existing = [stored(`goal_created:${G1}`, '2026-03-09T10:00:00Z')];
    const fresh = validateIncoming(
      [created(G1), created(G2), created(G2, '2026-03-10T14:59:00Z')],
      ctx({ existing }),
    );
    expect(fresh.map((e) => [e.id, e.occurredAt.toISOString()])).toEqual([
      [`goal_created:${G2}`, '2026-03-10T14:00:00.000Z'],
    ]);
  });

  it('lists every achievement of spec §9 with its reward', () => {
    expect(ACHIEVEMENT_RULES.map((r) => [r.id, r.points])).toEqual([
      ['first_goal', 50],
      ['goal_enthusiast', 150],
      ['goal_architect', 300],
      ['visionary', 750],
      ['first_victory', 100],
      ['achiever', 300],
      ['champion', 1000],
      ['on_fire', 200],
      ['unstoppable', 500],
    ]);
  });
});

describe('owedAchievements', () => {
  const goals = (n: number, day = '2026-03-09') =>
    Array.from({ length: n }, (_, i) =>
      stored(`goal_created:g${i}`, `${day}T10:0${i % 10}:${String(i).padStart(2, '0')}Z`),
    );
  const achievement = (id: string, points: number, at: string): GamificationEvent => ({
    id: `achievement:${id}`,
    type: 'achievement',
    points,
    occurredAt: new Date(at),
    goalId: null,
  });

  it('records what the log earns but does not hold, at the activity that earned it', () => {
    const log = [...goals(5), achievement('first_goal', 50, '2026-03-09T10:00:00Z')];
    expect(owedAchievements(log, 'UTC')).toEqual([
      achievement('goal_enthusiast', 150, log[4].occurredAt.toISOString()),
    ]);
  });

  it('owes nothing when every achievement earned is recorded', () => {
    const log = [
      ...goals(5),
      achievement('first_goal', 50, '2026-03-09T10:00:00Z'),
      achievement('goal_enthusiast', 150, '2026-03-09T10:04:04Z'),
    ];
    expect(owedAchievements(log, 'UTC')).toEqual([]);
    expect(owedAchievements([], 'UTC')).toEqual([]);
  });

  it('counts completions and runs of days in the player zone', () => {
    const log = [
      stored('goal_completed:a', '2026-03-07T23:30:00Z', 'goal_completed'),
      stored('goal_completed:b', '2026-03-08T23:30:00Z', 'goal_completed'),
      stored('goal_completed:c', '2026-03-09T23:30:00Z', 'goal_completed'),
    ];
    // Three Tokyo days in a row; in UTC the 7th, 8th and 9th as well.
    expect(owedAchievements(log, 'Asia/Tokyo').map((e) => e.id)).toEqual([
      'achievement:first_victory',
      'achievement:achiever',
      'achievement:on_fire',
    ]);
    const gap = [log[0], log[2]];
    expect(owedAchievements(gap, 'UTC').map((e) => e.id)).toEqual(['achievement:first_victory']);
  });
});

describe('mergeLog', () => {
  const a = stored('goal_created:a', '2026-03-01T10:00:00Z');
  const b = stored('goal_created:b', '2026-03-02T10:00:00Z');
  const aLater = stored('goal_created:a', '2026-03-05T10:00:00Z');

  it('keeps a known id once, the first write winning, sorted by time', () => {
    expect(mergeLog([a], [aLater, b])).toEqual([a, b]);
    expect(mergeLog([b], [a])).toEqual([a, b]);
    expect(mergeLog([a, b], [a, b])).toEqual([a, b]);
  });
});

describe('longestStreak', () => {
  it('counts consecutive days across month and year ends, ignoring achievements', () => {
    const log = [
      stored('x1', '2025-12-30T12:00:00Z'),
      stored('x2', '2025-12-31T12:00:00Z'),
      stored('x3', '2026-01-01T12:00:00Z'),
      stored('x4', '2026-01-01T18:00:00Z'),
      stored('ach', '2026-01-02T12:00:00Z', 'achievement'),
      stored('x5', '2026-02-28T12:00:00Z'),
      stored('x6', '2026-03-01T12:00:00Z'),
    ];
    expect(longestStreak(log, 'UTC')).toBe(3);
    expect(longestStreak([], 'UTC')).toBe(0);
  });
});
