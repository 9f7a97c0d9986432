import { describe, expect, it } from '@jest/globals';
import { parseCategory, SIDEBAR_CATEGORIES } from '../model/categories';

describe('parseCategory', () => {
  it('accepts the five sidebar categories', () => {
    for (const id of SIDEBAR_CATEGORIES) expect(parseCategory(id)?.id).toBe(id);
  });
  it('ignores unknown or missing values', () => {
    expect(parseCategory('sports')).toBeNull();
    expect(parseCategory(null)).toBeNull();
    expect(parseCategory('')).toBeNull();
  });
});
