import { textLength } from './text-length';

describe('textLength', () => {
  it('counts a character outside the basic plane (an emoji) as one', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('abc')).toBe(3);
    expect(textLength('🌟')).toBe(1);
    expect(textLength('🌟'.repeat(100))).toBe(100);
    expect(textLength('a🌟b𠀀')).toBe(4);
  });

  it('counts a lone surrogate as one character', () => {
    expect(textLength('\ud83c')).toBe(1);
    expect(textLength('\udf1fa')).toBe(2);
  });
});
