import { describe, expect, it } from '@jest/globals';
import {
  colorHex,
  controlHex,
  reflectOnValues,
  summarizeValues,
  VALUE_COLORS,
  type CoreValue,
} from '../model/values';

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

describe('controlHex', () => {
  /** WCAG relative luminance contrast of a #rrggbb colour against white. */
  function contrastOnWhite(hex: string): number {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    return 1.05 / (l + 0.05);
  }

  it('draws every colour’s slider and radio at 3:1 or more on a light surface', () => {
    for (const { value } of VALUE_COLORS)
      expect([value, contrastOnWhite(controlHex(value, 'light')) >= 3]).toEqual([value, true]);
    // The yellow itself is 1.9:1: that is why it has a darker shade for controls.
    expect(contrastOnWhite(colorHex('bg-yellow-500'))).toBeLessThan(3);
    expect(controlHex('bg-yellow-500', 'dark')).toBe('#eab308');
  });
});
