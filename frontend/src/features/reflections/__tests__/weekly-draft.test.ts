import { describe, expect, it } from '@jest/globals';
import {
  NO_WEEKLY_ANSWERS,
  parseWeeklyDraft,
  refusedForSure,
  weeklyDraftToSend,
  type WeeklyDraft,
} from '../model/weekly';

const answers = (accomplishments: string) => ({ ...NO_WEEKLY_ANSWERS, accomplishments });
let made = 0;
const newKey = () => `key-${++made}`;

describe('the weekly review draft', () => {
  it('reads the answers with the key of a save whose answer never came', () => {
    const draft = {
      answers: answers('Shipped.'),
      pending: { key: 'k', sent: answers('Shipped.') },
    };
    expect(parseWeeklyDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('reads a draft of the older version (the answers alone) as answers with no key', () => {
    expect(parseWeeklyDraft({ accomplishments: 'Shipped.', other: 'x' })).toEqual({
      answers: answers('Shipped.'),
      pending: null,
    });
  });

  it('ignores what is not a draft, and a key that is not one', () => {
    expect(parseWeeklyDraft(null)).toBeNull();
    expect(parseWeeklyDraft(['a'])).toBeNull();
    expect(parseWeeklyDraft({ accomplishments: 3 })).toBeNull();
    expect(parseWeeklyDraft({ answers: { insights: 1 } })).toBeNull();
    expect(parseWeeklyDraft({ answers: {}, pending: { key: '', sent: {} } })).toEqual({
      answers: NO_WEEKLY_ANSWERS,
      pending: null,
    });
    expect(parseWeeklyDraft({ answers: {}, pending: { key: 'k', sent: 'x' } })?.pending).toBeNull();
  });

  it("sends the failed try's key while the answers are the ones it sent, also typed back to them", () => {
    const failed: WeeklyDraft = {
      answers: answers('Shipped.'),
      pending: { key: 'k', sent: answers('Shipped.') },
    };
    expect(weeklyDraftToSend(failed, newKey).pending.key).toBe('k');
    const changed = { ...failed, answers: answers('Shipped it.') };
    const sending = weeklyDraftToSend(changed, newKey);
    expect(sending.pending.key).not.toBe('k');
    expect(sending.pending.sent).toEqual(answers('Shipped it.'));
    // Changed, then changed back before Save: the same request, so the same key.
    expect(
      weeklyDraftToSend({ ...changed, answers: answers('Shipped.') }, newKey).pending.key,
    ).toBe('k');
    expect(weeklyDraftToSend({ answers: answers('New.'), pending: null }, newKey).pending).toEqual({
      key: expect.stringMatching(/^key-/),
      sent: answers('New.'),
    });
  });

  it('forgets the key only when the server refused the save (a 4xx)', () => {
    expect(refusedForSure(400)).toBe(true);
    expect(refusedForSure(401)).toBe(true);
    expect(refusedForSure(499)).toBe(true);
    expect(refusedForSure(500)).toBe(false);
    expect(refusedForSure(503)).toBe(false);
    expect(refusedForSure('FETCH_ERROR')).toBe(false);
    expect(refusedForSure('TIMEOUT_ERROR')).toBe(false);
    expect(refusedForSure(undefined)).toBe(false);
  });
});
