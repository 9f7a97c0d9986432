import { describe, expect, it } from '@jest/globals';
import { keepMyChanges, keptNotice, KEPT_NOTICE } from '../model/kept-edits';

const read = {
  title: 'Run',
  note: 'a',
  nextAction: 'Stretch',
  category: 'health',
  amount: '10.00',
  progress: 40,
  answers: { why: '', plan: 'p' },
  items: ['x'],
};
const texts = { title: 'line', note: 'paragraphs', nextAction: 'line', why: 'paragraphs' } as const;

describe('keepMyChanges (an edit form moved onto a newer version)', () => {
  it('keeps what only I changed and takes what only they changed', () => {
    const mine = { ...read, note: 'mine', category: 'career' };
    const theirs = { ...read, progress: 30 };
    expect(keepMyChanges(read, mine, theirs, texts)).toEqual({
      form: { ...read, note: 'mine', category: 'career', progress: 30 },
      overruled: [],
    });
  });

  it('keeps both texts where both changed one, theirs first; the latest choice, number or list stands, named', () => {
    const mine = {
      ...read,
      note: 'mine',
      progress: 50,
      category: 'career',
      amount: '30',
      items: ['x', 'y'],
    };
    const theirs = {
      ...read,
      note: 'theirs',
      progress: 30,
      category: 'learning',
      amount: '70',
      items: ['z'],
    };
    expect(keepMyChanges(read, mine, theirs, texts)).toEqual({
      form: {
        ...read,
        note: 'theirs\n\nmine',
        progress: 30,
        category: 'learning',
        amount: '70',
        items: ['z'],
      },
      overruled: ['category', 'amount', 'progress', 'items'],
    });
  });

  it('joins two one-line texts on one line, where a line break would not show', () => {
    const mine = { ...read, nextAction: 'Email coach', title: 'Run far' };
    const theirs = { ...read, nextAction: 'Buy running shoes', title: 'Run fast' };
    expect(keepMyChanges(read, mine, theirs, texts).form).toMatchObject({
      nextAction: 'Buy running shoes / Email coach',
      title: 'Run fast / Run far',
    });
  });

  it('names nothing where both made the same change', () => {
    const mine = { ...read, progress: 70, category: 'career' };
    expect(keepMyChanges(read, mine, { ...mine }, texts)).toEqual({ form: mine, overruled: [] });
  });

  it('goes field by field inside objects, and an emptied text does not wipe theirs', () => {
    const mine = { ...read, note: '', answers: { why: 'because', plan: 'p' } };
    const theirs = { ...read, note: 'b', answers: { why: '', plan: 'new plan' } };
    expect(keepMyChanges(read, mine, theirs, texts).form).toEqual({
      ...read,
      note: 'b',
      answers: { why: 'because', plan: 'new plan' },
    });
  });

  it('gives the latest version as it is when I changed nothing', () => {
    const theirs = { ...read, title: 'Run far', progress: 90 };
    expect(keepMyChanges(read, { ...read }, theirs, texts)).toEqual({
      form: theirs,
      overruled: [],
    });
  });
});

describe('keptNotice', () => {
  it('says what was kept, and names where the latest stands', () => {
    expect(keptNotice([])).toBe(KEPT_NOTICE);
    expect(keptNotice(['Progress'])).toContain(
      'kept on top, except Progress: it was changed there too, and the latest version stands',
    );
    expect(keptNotice(['Category', 'Progress', 'Status'])).toContain(
      'except Category, Progress and Status: they were changed there too',
    );
  });
});
