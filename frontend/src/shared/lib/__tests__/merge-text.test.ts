import { describe, expect, it } from '@jest/globals';
import { mergeText } from '../merge-text';

describe('mergeText', () => {
  it('keeps the side that changed the text', () => {
    expect(mergeText('run', 'run 5 km', 'run')).toBe('run 5 km');
    expect(mergeText('run', 'run', 'run 10 km')).toBe('run 10 km');
  });

  it('keeps both texts, theirs first, where both wrote something different', () => {
    expect(mergeText('run', 'run 5 km', 'run 10 km')).toBe('run 10 km\n\nrun 5 km');
  });

  it('lets an emptied side give way to the written one', () => {
    expect(mergeText('run', '  ', 'run 10 km')).toBe('run 10 km');
    expect(mergeText('run', 'run 5 km', '')).toBe('run 5 km');
  });

  it('writes one copy where both wrote the same', () => {
    expect(mergeText('', 'the same', 'the same')).toBe('the same');
  });
});
