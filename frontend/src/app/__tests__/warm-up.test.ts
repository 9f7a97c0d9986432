import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { memberExpected } from '../routing/member-expected';
import { COLOR_MODE_STORAGE_KEY } from '../../shared/theme/color-mode-storage';

/**
 * Runs the entry's warm-up with a fresh copy of the date helpers (their formatters are made
 * once per page) and counts the browser-zone formatters it makes. Only the small modules
 * load: the whole entry would start a store and, for a member, the signed-in chrome's
 * downloads, which outlived the test and made Jest force-exit a worker.
 */
function zoneFormattersMadeByTheWarmUp(): number {
  jest.useFakeTimers();
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  jest.isolateModules(() => {
    type MemberExpected = typeof import('../routing/member-expected');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh: MemberExpected = require('../routing/member-expected');
    fresh.warmUpWhereAMemberIsExpected();
  });
  jest.runOnlyPendingTimers();
  return made.mock.calls.filter(
    ([locale, options]) => locale === 'en-US' && JSON.stringify(options) === '{}',
  ).length;
}

function drawMemberShell() {
  const shell = document.createElement('div');
  shell.id = 'member-shell';
  document.body.append(shell);
}

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('memberExpected', () => {
  it('is false for a visitor, true under the member shell or for a remembered member', () => {
    expect(memberExpected()).toBe(false);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify({ userId: 'u1', mode: 'dark' }));
    expect(memberExpected()).toBe(true);
    localStorage.clear();
    drawMemberShell();
    expect(memberExpected()).toBe(true);
  });
});

describe('the date-format warm-up (page speed, issue 7)', () => {
  it('runs where a signed-in page is coming', () => {
    drawMemberShell();
    expect(zoneFormattersMadeByTheWarmUp()).toBe(1);
  });

  it('does not run for a visitor: the landing page shows no dates', () => {
    expect(zoneFormattersMadeByTheWarmUp()).toBe(0);
  });
});
