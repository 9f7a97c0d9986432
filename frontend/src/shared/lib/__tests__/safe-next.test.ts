import { describe, expect, it } from '@jest/globals';
import { safeNextPath, signInPathFor } from '../safe-next';

describe('safeNextPath', () => {
  it('keeps same-site relative paths with their query and hash', () => {
    expect(safeNextPath('/goals')).toBe('/goals');
    expect(safeNextPath('/goals?category=health')).toBe('/goals?category=health');
    expect(safeNextPath('/values#top')).toBe('/values#top');
  });

  it.each([
    null,
    undefined,
    '',
    'goals',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    '/goals\n',
    '/auth',
    '/auth?next=%2Fgoals',
  ])('refuses %p', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe('signInPathFor', () => {
  it('remembers where the visitor was', () => {
    expect(signInPathFor('/goals')).toBe('/auth?next=%2Fgoals');
    expect(signInPathFor('/goals?category=career')).toBe('/auth?next=%2Fgoals%3Fcategory%3Dcareer');
  });
  it('needs no next for the home path', () => {
    expect(signInPathFor('/')).toBe('/auth');
  });
});
