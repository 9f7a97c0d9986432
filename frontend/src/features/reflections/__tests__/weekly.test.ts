import { describe, expect, it } from '@jest/globals';
import { placeInWeekly, sortWeekly, type WeeklyPage, type WeeklyReflection } from '../model/weekly';

const review = (
  id: string,
  date: string,
  createdAt = `${date}T20:00:00.000Z`,
): WeeklyReflection => ({
  id,
  userId: 'u',
  type: 'weekly',
  accomplishments: id,
  challenges: null,
  nextWeek: null,
  insights: null,
  date,
  createdAt,
});

const ids = (pages: WeeklyPage[]) => pages.map((p) => p.reflections.map((r) => r.id));

describe('the order of past reviews', () => {
  it('is newest date first, then the one written last, then the greater id', () => {
    const sorted = sortWeekly([
      review('a', '2026-01-04'),
      review('b', '2026-01-11', '2026-01-11T08:00:00.000Z'),
      review('c', '2026-01-11', '2026-01-12T08:00:00.000Z'),
      review('d', '2026-01-11', '2026-01-12T08:00:00.000Z'),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe('placeInWeekly', () => {
  const pages: WeeklyPage[] = [
    { reflections: [review('w3', '2026-01-18'), review('w2', '2026-01-11')], nextBefore: 'x' },
    { reflections: [review('w1', '2026-01-04')], nextBefore: 'y' },
  ];

  it('puts a new review first, and one between two pages first in the later page', () => {
    expect(ids(placeInWeekly(pages, review('new', '2026-01-25')))).toEqual([
      ['new', 'w3', 'w2'],
      ['w1'],
    ]);
    expect(ids(placeInWeekly(pages, review('mid', '2026-01-08')))).toEqual([
      ['w3', 'w2'],
      ['mid', 'w1'],
    ]);
    // The pages given are not changed.
    expect(ids(pages)).toEqual([['w3', 'w2'], ['w1']]);
  });

  it('leaves a review older than every page read to its page, unless the last has been read', () => {
    const old = review('old', '2025-06-01');
    expect(ids(placeInWeekly(pages, old))).toEqual([['w3', 'w2'], ['w1']]);
    const all = [pages[0], { ...pages[1], nextBefore: null }];
    expect(ids(placeInWeekly(all, old))).toEqual([
      ['w3', 'w2'],
      ['w1', 'old'],
    ]);
    expect(ids(placeInWeekly([{ reflections: [], nextBefore: null }], old))).toEqual([['old']]);
  });

  it('shows a review once when the same is placed again (a retried save)', () => {
    const again = placeInWeekly(placeInWeekly(pages, review('new', '2026-01-25')), {
      ...review('new', '2026-01-25'),
      accomplishments: 'retried',
    });
    expect(ids(again)).toEqual([['new', 'w3', 'w2'], ['w1']]);
    expect(again[0].reflections[0].accomplishments).toBe('retried');
  });

  it('changes nothing for an answer that is not a review', () => {
    const odd = { id: 'w-1', accomplishments: 'x' } as unknown as WeeklyReflection;
    expect(ids(placeInWeekly(pages, odd))).toEqual(ids(pages));
  });
});
