import { describe, expect, it } from '@jest/globals';
import { keepMyChanges, keptConflictDescription, keptNotice } from '../kept-edits';

// The goal dialogs' cases are in features/goals/__tests__/kept-edits.test.ts; these are the
// milestone, value and profile forms' shapes.
describe('keepMyChanges (shared by every edit form)', () => {
  const texts = { title: 'line', description: 'paragraphs' } as const;
  const read = { title: 'Half marathon', description: '', targetDate: '2027-05-01', goalId: '' };

  it("keeps the user's text and takes the other side's where the user left it alone", () => {
    const mine = { ...read, description: 'Long runs on Sundays.' };
    const theirs = { ...read, title: 'Ultra marathon' };
    expect(keepMyChanges(read, mine, theirs, texts)).toEqual({
      form: { ...read, title: 'Ultra marathon', description: 'Long runs on Sundays.' },
      overruled: [],
    });
  });

  it('keeps both texts where both changed one, and names a date both changed (theirs stands)', () => {
    const mine = { ...read, title: 'Full marathon', targetDate: '2027-05-08' };
    const theirs = { ...read, title: 'Ultra marathon', targetDate: '2027-06-01' };
    expect(keepMyChanges(read, mine, theirs, texts)).toEqual({
      form: { ...read, title: 'Ultra marathon / Full marathon', targetDate: '2027-06-01' },
      overruled: ['targetDate'],
    });
  });
});

describe('keptNotice', () => {
  it('names the record', () => {
    expect(keptNotice('milestone')).toBe(
      'This milestone was changed elsewhere since you opened it. The latest version is shown, and what you changed is kept on top: check it and save again.',
    );
  });

  it('names the fields where the latest version stands', () => {
    expect(keptNotice('value', ['Color'])).toContain(
      'kept on top, except Color: it was changed there too, and the latest version stands. Check it and save again.',
    );
    expect(keptNotice('milestone', ['Target date', 'Goal'])).toContain(
      'except Target date and Goal: they were changed there too',
    );
  });

  it("says the goal dialogs' words for a goal", () => {
    expect(keptNotice('goal', ['Progress'])).toBe(
      'This goal was changed elsewhere since you opened it. The latest version is shown, and what you changed is kept on top, except Progress: it was changed there too, and the latest version stands. Check it and save again.',
    );
  });
});

describe('keptConflictDescription', () => {
  it("is the goal toast's words, for any record", () => {
    expect(keptConflictDescription('profile')).toBe(
      'This profile was changed in another tab or on another device. The latest version is shown now, with your changes kept on top where they could be: check them and save again.',
    );
  });
});
