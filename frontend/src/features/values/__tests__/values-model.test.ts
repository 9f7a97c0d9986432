import { describe, expect, it } from '@jest/globals';
import { colorHex, reflectOnValues, summarizeValues, type CoreValue } from '../model/values';

let n = 0;
const value = (over: Partial<CoreValue>): CoreValue => ({
  id: `v${++n}`,
  userId: 'u',
  version: 1,
  name: 'Value',
  description: null,
  alignmentScore: 70,
  color: 'bg-blue-500',
  isCore: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('values summary', () => {
  it('is empty without values', () => {
    expect(summarizeValues([])).toEqual({
      total: 0,
      core: 0,
      averageAlignment: null,
      strongest: null,
      weakest: null,
    });
  });

  it('counts values and core values, rounds the mean, and names the strongest and weakest', () => {
    const a = value({ name: 'A', alignmentScore: 90, isCore: true });
    const b = value({ name: 'B', alignmentScore: 45 });
    const c = value({ name: 'C', alignmentScore: 90 });
    expect(summarizeValues([a, b, c])).toEqual({
      total: 3,
      core: 1,
      averageAlignment: 75,
      strongest: a,
      weakest: b,
    });
    expect(summarizeValues([a]).weakest).toBeNull();
  });
});

describe('values reflection', () => {
  it('invites the user to define values first', () => {
    expect(reflectOnValues([]).prompts).toEqual(['What do I want my life to stand for?']);
  });

  it('picks its headline from the mean alignment', () => {
    expect(reflectOnValues([value({ alignmentScore: 85 })]).headline).toMatch(/closely aligned/);
    expect(reflectOnValues([value({ alignmentScore: 65 })]).headline).toMatch(/mostly living/);
    expect(reflectOnValues([value({ alignmentScore: 20 })]).headline).toMatch(/gap/);
  });

  it('asks about the core values, then the least lived one', () => {
    const core = value({ name: 'Family', isCore: true, alignmentScore: 90 });
    const low = value({ name: 'Health', alignmentScore: 30 });
    const { prompts } = reflectOnValues([low, core]);
    expect(prompts[0]).toBe('Where did I live "Family" today, and where did I fall short?');
    expect(prompts[1]).toBe('What one small step would bring "Health" closer to 100%?');
    expect(prompts).toHaveLength(3);
  });
});

describe('colors', () => {
  it('maps the four class names to their shades', () => {
    expect(colorHex('bg-red-500')).toBe('#ef4444');
    expect(colorHex('bg-amber-600')).toBe('#d97706');
    expect(colorHex('unknown')).toBe('#3b82f6');
  });
});
