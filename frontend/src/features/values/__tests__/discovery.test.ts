import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  analyzeValues,
  DISCOVERY_QUESTIONS,
  isAnswered,
  keywordMatches,
  MAX_SUGGESTIONS,
  VALUE_KEYWORDS,
  wordsOf,
} from '../model/discovery';

const answer = (options: string[], text = '') => ({ options, text });

describe('the discovery questions', () => {
  it('are six, each with options', () => {
    expect(DISCOVERY_QUESTIONS).toHaveLength(6);
    for (const q of DISCOVERY_QUESTIONS) expect(q.options.length).toBeGreaterThanOrEqual(4);
  });

  it('count as answered with a chosen option or non-blank words', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered(answer([], '  '))).toBe(false);
    expect(isAnswered(answer(['x']))).toBe(true);
    expect(isAnswered(answer([], 'family'))).toBe(true);
  });

  it('lead from every option to at least one value', () => {
    const deadEnds = DISCOVERY_QUESTIONS.flatMap((q) =>
      q.options.filter((option) => analyzeValues({ [q.id]: answer([option]) }).length === 0),
    );
    expect(deadEnds).toEqual([]);
  });
});

describe('the keyword table', () => {
  it('has unique value names and lower-case keywords without spaces', () => {
    const names = VALUE_KEYWORDS.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const v of VALUE_KEYWORDS) {
      expect(v.description.length).toBeLessThanOrEqual(1000);
      for (const k of v.keywords) expect(k).toMatch(/^[a-z]+$/);
    }
  });

  it('is documented, value by value, in docs/reflections-and-values.md', () => {
    const doc = readFileSync(
      join(__dirname, '../../../../../docs/reflections-and-values.md'),
      'utf8',
    );
    const lines = doc.split('\n').map((line) => line.replace(/ +/g, ' '));
    for (const v of VALUE_KEYWORDS) {
      expect(lines).toContain(`| ${v.name} | ${v.keywords.join(', ')} | ${v.description} |`);
    }
  });
});

describe('keyword matching', () => {
  it('matches long keywords as word beginnings and short ones as whole words', () => {
    expect(keywordMatches('imagination', 'imagin')).toBe(true);
    expect(keywordMatches('helping', 'help')).toBe(true);
    expect(keywordMatches('helps', 'help')).toBe(true);
    expect(keywordMatches('cared', 'care')).toBe(true);
    expect(keywordMatches('career', 'care')).toBe(false);
    expect(keywordMatches('window', 'win')).toBe(false);
    expect(keywordMatches('standard', 'stand')).toBe(false);
    expect(keywordMatches('restaurant', 'rest')).toBe(false);
  });

  it('splits answers into lower-case words, accents included', () => {
    expect(wordsOf("Helping my Family's café, 2x!")).toEqual([
      'helping',
      'my',
      "family's",
      'café',
      '2x',
    ]);
  });

  it('scores one point per matching word and ranks the best first', () => {
    const result = analyzeValues({
      proud: answer(['When I help someone through a hard time']),
      alive: answer([], 'Helping a stranger, and caring for my family.'),
    });
    expect(result[0]).toEqual({
      name: 'Compassion',
      description: 'Caring for others and easing their pain.',
      score: 4,
      matched: ['help', 'helping', 'stranger', 'caring'],
    });
    expect(result.map((s) => s.name)).toEqual(['Compassion', 'Family']);
  });

  it('keeps the table order between equal scores and returns at most five', () => {
    const everything = Object.fromEntries(
      DISCOVERY_QUESTIONS.map((q) => [q.id, answer([...q.options])]),
    );
    const result = analyzeValues(everything);
    expect(result).toHaveLength(MAX_SUGGESTIONS);
    for (let i = 1; i < result.length; i++) {
      expect(result[i - 1].score).toBeGreaterThanOrEqual(result[i].score);
    }
    const table = [
      { name: 'B', description: '', keywords: ['beta'] },
      { name: 'A', description: '', keywords: ['alpha'] },
    ];
    expect(analyzeValues({ q: answer([], 'alpha beta') }, table).map((s) => s.name)).toEqual([
      'B',
      'A',
    ]);
  });

  it('suggests nothing when nothing matches', () => {
    expect(analyzeValues({ q: answer([], 'zzz qqq') })).toEqual([]);
    expect(analyzeValues({})).toEqual([]);
  });
});
