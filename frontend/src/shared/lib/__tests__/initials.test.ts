import { describe, expect, it } from '@jest/globals';
import { getInitials } from '../initials';

describe('getInitials (product-spec §3)', () => {
  it('uses the first letters of first and last name', () => {
    expect(getInitials({ firstName: 'Ada', lastName: 'Lovelace', email: 'x@example.com' })).toBe(
      'AL',
    );
  });

  it('upper-cases and trims', () => {
    expect(getInitials({ firstName: '  grace ', lastName: ' hopper', email: null })).toBe('GH');
  });

  it('falls back to first name + the first letter of the email', () => {
    expect(getInitials({ firstName: 'Ada', lastName: null, email: 'lovelace@example.com' })).toBe(
      'AL',
    );
    expect(getInitials({ firstName: 'Ada', email: 'zed@example.com' })).toBe('AZ');
  });

  it('treats a blank last name as missing', () => {
    expect(getInitials({ firstName: 'Ada', lastName: '   ', email: 'b@example.com' })).toBe('AB');
  });

  it('uses the first two parts of the local part split on dot, dash or underscore', () => {
    expect(getInitials({ email: 'john.smith@example.com' })).toBe('JS');
    expect(getInitials({ email: 'mary-jane@example.com' })).toBe('MJ');
    expect(getInitials({ email: 'sam_uel_x@example.com' })).toBe('SU');
    expect(getInitials({ firstName: '', lastName: '', email: 'a.b.c@example.com' })).toBe('AB');
  });

  it('ignores empty parts made by leading or doubled separators', () => {
    expect(getInitials({ email: '.john..smith@example.com' })).toBe('JS');
    expect(getInitials({ email: '_solo_@example.com' })).toBe('S');
  });

  it('lets a last name alone fall through to the email', () => {
    expect(
      getInitials({ firstName: null, lastName: 'Lovelace', email: 'ada.king@example.com' }),
    ).toBe('AK');
  });

  it('falls back to the first letter of the email for a single-part local part', () => {
    expect(getInitials({ email: 'ada@example.com' })).toBe('A');
    expect(getInitials({ firstName: '   ', lastName: '  ', email: '  zoe@example.com ' })).toBe(
      'Z',
    );
  });

  it("returns 'U' when there is nothing to go on", () => {
    expect(getInitials({})).toBe('U');
    expect(getInitials({ firstName: null, lastName: null, email: null })).toBe('U');
    expect(getInitials({ firstName: ' ', lastName: '\t', email: '  ' })).toBe('U');
  });

  it('gives a lone first name its own letter when there is no email', () => {
    expect(getInitials({ firstName: 'ada', email: '' })).toBe('A');
  });

  it('keeps whole unicode characters (accents, non-Latin scripts, astral symbols)', () => {
    expect(getInitials({ firstName: 'émile', lastName: 'zola' })).toBe('ÉZ');
    expect(getInitials({ firstName: 'E\u0301mile', lastName: 'Zola' })).toBe('E\u0301Z');
    expect(getInitials({ firstName: 'Юлия', lastName: 'Ким' })).toBe('ЮК');
    expect(getInitials({ firstName: '李', lastName: '小龙' })).toBe('李小');
    expect(getInitials({ firstName: '𝒜da', lastName: 'B' })).toBe('𝒜B');
    expect(getInitials({ email: 'ødegaard.ñu@example.com' })).toBe('ØÑ');
  });
});
