import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { memberExpected } from '../routing/member-expected';
import { COLOR_MODE_STORAGE_KEY } from '../../shared/theme/color-mode-storage';

/** Loads the app's entry module afresh and counts the browser-zone formatters it makes. */
function zoneFormattersMadeByTheEntry(): number {
  jest.useFakeTimers();
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  jest.isolateModules(() => {
    // Not the gates: for a member they start downloading the signed-in chrome (MUI and the
    // layout), which would still be loading when the test ends.
    jest.doMock('../routing/gates', () => ({ MemberGate: () => null, GuestGate: () => null }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../App');
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
    expect(zoneFormattersMadeByTheEntry()).toBe(1);
  });

  it('does not run for a visitor: the landing page shows no dates', () => {
    expect(zoneFormattersMadeByTheEntry()).toBe(0);
  });
});
