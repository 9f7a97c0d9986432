import { ValidationError } from '../../../shared/domain/domain-error';
import {
  ALL_QUESTION_IDS,
  assertNotFuture,
  normalizeResponses,
  QUESTION_IDS,
  responsesProblem,
} from './daily-reflection';
import { userToday } from './user-today';

describe('daily reflection responses', () => {
  it('has the ten question ids of spec §3, five per session', () => {
    expect(ALL_QUESTION_IDS).toHaveLength(10);
    expect(QUESTION_IDS.morning).toHaveLength(5);
    expect(QUESTION_IDS.evening).toEqual([
      'evening_accomplishment',
      'evening_lesson',
      'evening_activity_review',
      'evening_relationships',
      'evening_tomorrow',
    ]);
  });

  it.each([
    [{ evening_lesson: 'x' }, 'responses.evening_lesson is not a question of the morning session'],
    [{ nope: 'x' }, 'responses.nope is not a question id'],
    [{ morning_intention: ' \n\t ' }, 'responses must contain at least one non-blank answer'],
    [{}, 'responses must contain at least one non-blank answer'],
    [
      { morning_intention: 'x'.repeat(5001) },
      'responses.morning_intention must be at most 5000 characters',
    ],
    [{ morning_intention: 5 }, 'responses.morning_intention must be a string'],
    [null, 'responses must be an object of question ids and answers'],
    [['x'], 'responses must be an object of question ids and answers'],
  ])('refuses %j for a morning session', (responses, message) => {
    expect(responsesProblem('morning', responses)).toBe(message);
    expect(() => normalizeResponses('morning', responses)).toThrow(new ValidationError(message));
  });

  it('keeps answers of exactly 5,000 characters, drops blank ones, and orders by question', () => {
    const long = 'y'.repeat(5000);
    expect(
      normalizeResponses('evening', {
        evening_tomorrow: 'Plan.',
        evening_lesson: '  ',
        evening_accomplishment: long,
      }),
    ).toEqual({ evening_accomplishment: long, evening_tomorrow: 'Plan.' });
    expect(
      Object.keys(
        normalizeResponses('evening', { evening_tomorrow: 'a', evening_accomplishment: 'b' }),
      ),
    ).toEqual(['evening_accomplishment', 'evening_tomorrow']);
  });
});

describe("the user's today", () => {
  it('is the date in the profile time zone, with a safe fallback', () => {
    const instant = new Date('2026-03-01T03:30:00Z');
    expect(userToday(instant, 'America/New_York')).toBe('2026-02-28');
    expect(userToday(instant, 'Asia/Tokyo')).toBe('2026-03-01');
    expect(userToday(instant, 'Not/AZone')).toBe('2026-02-28');
  });

  it('refuses reflection dates after it', () => {
    expect(() => assertNotFuture('2026-03-01', '2026-02-28')).toThrow(
      'reflectionDate must not be later than today (2026-02-28)',
    );
    expect(() => assertNotFuture('2026-02-28', '2026-02-28')).not.toThrow();
  });
});
