import { describe, expect, it } from '@jest/globals';
import { keepMyChanges } from '../model/kept-edits';

const read = {
  title: 'Run',
  note: 'a',
  progress: 40,
  answers: { why: '', plan: 'p' },
  items: ['x'],
};

describe('keepMyChanges (an edit form moved onto a newer version)', () => {
  it('keeps what only I changed and takes what only they changed', () => {
    const mine = { ...read, note: 'mine' };
    const theirs = { ...read, progress: 30 };
    expect(keepMyChanges(read, mine, theirs)).toEqual({ ...read, note: 'mine', progress: 30 });
  });

  it('keeps both texts where both changed one, theirs first; the latest choice or number stands', () => {
    const mine = { ...read, note: 'mine', progress: 50, items: ['x', 'y'] };
    const theirs = { ...read, note: 'theirs', progress: 30, items: ['z'] };
    expect(keepMyChanges(read, mine, theirs)).toEqual({
      ...read,
      note: 'theirs\n\nmine',
      progress: 30,
      items: ['z'],
    });
  });

  it('goes field by field inside objects, and an emptied text does not wipe theirs', () => {
    const mine = { ...read, note: '', answers: { why: 'because', plan: 'p' } };
    const theirs = { ...read, note: 'b', answers: { why: '', plan: 'new plan' } };
    expect(keepMyChanges(read, mine, theirs)).toEqual({
      ...read,
      note: 'b',
      answers: { why: 'because', plan: 'new plan' },
    });
  });

  it('gives the latest version as it is when I changed nothing', () => {
    const theirs = { ...read, title: 'Run far', progress: 90 };
    expect(keepMyChanges(read, { ...read }, theirs)).toEqual(theirs);
  });
});
