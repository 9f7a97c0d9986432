import { etagOf, parseIfMatch, versionEtagOf } from './if-match';

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
    // A strong tag matches only as written: "07" is not the tag "7" (RFC 9110, strong comparison).
    ['"07"', []],
    ['"0"', [0]],
  ])('%j -> %j', (header, expected) => {
    expect(parseIfMatch(header)).toEqual(expected);
  });

  it('the ETag of version 7 is "7"', () => {
    expect(etagOf(7)).toBe('"7"');
    expect(parseIfMatch(etagOf(7))).toEqual([7]);
  });
});

describe('versionEtagOf', () => {
  it.each([
    [{ id: 'a', version: 3 }, '"3"'],
    [{ version: 0 }, '"0"'],
    [{ version: 1.5 }, undefined],
    [{ version: '3' }, undefined],
    [[{ version: 3 }], undefined],
    [{ id: 'a' }, undefined],
    [null, undefined],
    ['text', undefined],
  ])('%j -> %j', (body, expected) => {
    expect(versionEtagOf(body)).toBe(expected);
  });
});
