import { etagOf, parseIfMatch } from './if-match';

describe('If-Match', () => {
  it.each([
    [undefined, null],
    ['*', null],
    [' * ', null],
    ['"3"', [3]],
    ['"3", "4"', [3, 4]],
    [
      ['"3"', '"5"'],
      [3, 5],
    ],
    ['W/"3"', []],
    ['3', []],
    ['"abc"', []],
    ['', []],
  ])('%j -> %j', (header, expected) => {
    expect(parseIfMatch(header)).toEqual(expected);
  });

  it('the ETag of version 7 is "7"', () => {
    expect(etagOf(7)).toBe('"7"');
    expect(parseIfMatch(etagOf(7))).toEqual([7]);
  });
});
