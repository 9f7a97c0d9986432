import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  formatDay,
  hasAnswer,
  isCalendarDate,
  journalPreview,
  mergeDraft,
  moreResponsesLabel,
  responsesFor,
  dropFromJournal,
  placeInJournal,
  sortJournal,
  type DailyReflection,
  type JournalPage,
} from '../model/journal';
import { QUESTIONS, questionsFor } from '../model/questions';

const reflection = (over: Partial<DailyReflection>): DailyReflection => ({
  id: 'r',
  userId: 'u',
  version: 1,
  reflectionDate: '2026-01-01',
  timeOfDay: 'morning',
  responses: {},
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-01-01T08:00:00.000Z',
  ...over,
});

describe('guided questions', () => {
  it('are the ten ids of spec §3, five per session, in order', () => {
    expect(questionsFor('morning').map((q) => q.id)).toEqual([
      'morning_intention',
      'morning_character',
      'morning_activity',
      'morning_learning',
      'morning_gratitude',
    ]);
    expect(questionsFor('evening').map((q) => q.id)).toEqual([
      'evening_accomplishment',
      'evening_lesson',
      'evening_activity_review',
      'evening_relationships',
      'evening_tomorrow',
    ]);
  });

  it('quote only the curated public-domain list, with author and source', () => {
    const seed = readFileSync(
      join(
        __dirname,
        '../../../../../backend/src/modules/quotes/infrastructure/persistence/quotes.seed-data.ts',
      ),
      'utf8',
    );
    for (const q of QUESTIONS) {
      const at = seed.indexOf(q.quote.text);
      expect(at).toBeGreaterThan(-1);
      // The author and source stored right after that text.
      const entry = seed.slice(at, seed.indexOf('}', at));
      expect(entry).toContain(`author: '${q.quote.author}'`);
      expect(entry).toContain(q.quote.source);
    }
  });
});

describe('journal rules', () => {
  it('previews the first 2 answered responses and counts the rest', () => {
    const preview = journalPreview({
      morning_gratitude: 'Sun.',
      morning_intention: 'Focus.',
      morning_character: '  ',
      morning_learning: 'Listen.',
    });
    expect(preview.shown.map((a) => a.id)).toEqual(['morning_intention', 'morning_learning']);
    expect(preview.more).toBe(1);
    expect(moreResponsesLabel(1)).toBe('+1 more response');
    expect(moreResponsesLabel(3)).toBe('+3 more responses');
    expect(journalPreview({ evening_lesson: 'x' }).more).toBe(0);
  });

  it('needs one non-blank answer to save, and sends only the session’s own answers', () => {
    expect(hasAnswer({})).toBe(false);
    expect(hasAnswer({ morning_intention: ' \n' })).toBe(false);
    expect(hasAnswer({ morning_intention: 'x' })).toBe(true);
    expect(
      responsesFor('evening', { evening_lesson: 'a', morning_intention: 'b', junk: 'c' }),
    ).toEqual({
      evening_lesson: 'a',
    });
  });

  it('sorts newest date first, evening before morning on one date', () => {
    const sorted = sortJournal([
      reflection({ id: 'a', reflectionDate: '2026-01-01', timeOfDay: 'morning' }),
      reflection({ id: 'b', reflectionDate: '2026-01-02', timeOfDay: 'morning' }),
      reflection({ id: 'c', reflectionDate: '2026-01-02', timeOfDay: 'evening' }),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('dates', () => {
  it("formats 'MMM d, yyyy' without shifting the day, and checks real dates", () => {
    expect(formatDay('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDay('2024-12-31')).toBe('Dec 31, 2024');
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('mergeDraft (a draft over a version saved elsewhere meanwhile)', () => {
  it("keeps each side's changes, and both texts where both changed the same answer", () => {
    const base = { a: 'first', b: 'second', c: 'third', d: 'fourth' };
    const mine = { a: 'first, mine', b: 'second', c: 'third, mine', d: 'fourth' };
    const theirs = { a: 'first', b: 'second, theirs', c: 'third, theirs', d: 'fourth', e: 'new' };
    expect(mergeDraft(base, mine, theirs)).toEqual({
      a: 'first, mine',
      b: 'second, theirs',
      c: 'third, theirs\n\nthird, mine',
      d: 'fourth',
      e: 'new',
    });
  });

  it('over a session first saved elsewhere (409): answers written on one side only are kept', () => {
    expect(
      mergeDraft({}, { q1: 'A wrote this', q2: '' }, { q1: 'B wrote this', q3: 'B too' }),
    ).toEqual({ q1: 'B wrote this\n\nA wrote this', q2: '', q3: 'B too' });
    expect(mergeDraft({}, { q2: 'A only' }, { q1: 'B only' })).toEqual({
      q1: 'B only',
      q2: 'A only',
    });
  });

  it('the same change on both sides, or an answer cleared on one side only', () => {
    expect(mergeDraft({ a: 'x' }, { a: 'y' }, { a: 'y' })).toEqual({ a: 'y' });
    expect(mergeDraft({ a: 'x', b: 'z' }, { a: '', b: 'z' }, { a: 'x', b: '' })).toEqual({
      a: '',
      b: '',
    });
  });
});

describe("the journal's pages after a save", () => {
  const at = (reflectionDate: string, timeOfDay: 'morning' | 'evening' = 'morning') =>
    reflection({ id: `${reflectionDate}-${timeOfDay}`, reflectionDate, timeOfDay });
  const ids = (pages: JournalPage[]) => pages.map((p) => p.reflections.map((r) => r.id));
  const read: JournalPage[] = [
    {
      reflections: [at('2026-01-05'), at('2026-01-04', 'evening')],
      nextBefore: '2026-01-04:evening',
    },
    { reflections: [at('2026-01-03'), at('2026-01-01')], nextBefore: '2026-01-01:morning' },
  ];

  it('puts a new session in its place among the pages read', () => {
    expect(ids(placeInJournal(read, at('2026-01-06')))[0][0]).toBe('2026-01-06-morning');
    expect(ids(placeInJournal(read, at('2026-01-04')))).toEqual([
      ['2026-01-05-morning', '2026-01-04-evening'],
      ['2026-01-04-morning', '2026-01-03-morning', '2026-01-01-morning'],
    ]);
    expect(ids(placeInJournal(read, at('2026-01-03', 'evening')))[1]).toEqual([
      '2026-01-03-evening',
      '2026-01-03-morning',
      '2026-01-01-morning',
    ]);
    expect(read[1].reflections).toHaveLength(2); // the pages given are not changed
  });

  it('leaves a session older than every page read to its page, unless the last was read', () => {
    expect(ids(placeInJournal(read, at('2025-12-31')))).toEqual(ids(read));
    const all = [read[0], { ...read[1], nextBefore: null }];
    expect(ids(placeInJournal(all, at('2025-12-31')))[1].at(-1)).toBe('2025-12-31-morning');
    expect(ids(placeInJournal([{ reflections: [], nextBefore: null }], at('2026-01-01')))).toEqual([
      ['2026-01-01-morning'],
    ]);
  });

  it('replaces an updated session, also one saved under another id (written again elsewhere)', () => {
    const updated = { ...at('2026-01-03'), responses: { morning_intention: 'New.' } };
    const placed = placeInJournal(read, updated);
    expect(ids(placed)).toEqual(ids(read));
    expect(placed[1].reflections[0].responses).toEqual({ morning_intention: 'New.' });
    const rewritten = { ...at('2026-01-03'), id: 'another' };
    expect(ids(placeInJournal(read, rewritten))[1]).toEqual(['another', '2026-01-01-morning']);
  });

  it('takes a deleted session out', () => {
    expect(ids(dropFromJournal(read, '2026-01-04-evening'))[0]).toEqual(['2026-01-05-morning']);
  });
});
