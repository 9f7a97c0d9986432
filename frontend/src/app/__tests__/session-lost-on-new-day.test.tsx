import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { selectSessionLost } from '../../shared/session';
import { installFakeNetwork, makeUser, type FakeNetwork } from '../../shared/testing';
import { renderApp } from '../testing/render-app';

// Review r9-writes, item 1: the session ended while the page stood open (a sign-out in
// another tab, a password change on the phone, idle expiry); at the next midnight the page
// read the user again, got 401, took it for "signed out" and went to /auth, unmounting the
// open dialog and everything typed in it. A user already known now stays, and the
// "Your session has ended" dialog asks for the password in place.

const ada = makeUser({ timezone: 'America/New_York' });
const unauthorized = {
  status: 401,
  body: { statusCode: 401, message: 'Not signed in', error: 'Unauthorized' },
};
let network: FakeNetwork;

beforeEach(() => {
  // 23:59 on 28 November in New York: a minute before midnight, since an open dialog's
  // focus check runs every 50 ms and makes long runs of fake time slow.
  jest.useFakeTimers({
    now: new Date('2026-11-29T04:59:00Z'),
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'],
  });
  network = installFakeNetwork({
    'GET /api/auth/user': { status: 200, body: ada },
    'GET /api/values': { status: 200, body: [] },
  });
});

afterEach(() => {
  jest.useRealTimers();
});

/** Runs the fake clock on, letting the fake network's answers land between its timers. */
async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Runs the fake clock on 50 ms at a time until `check` passes (findBy and waitFor do not
 * let the fake network's answers land under these timers).
 */
async function eventually<T>(check: () => T): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return check();
    } catch (error) {
      if (tries >= 200) throw error;
    }
    await pass(50);
  }
}

const sessionEnded = () => screen.getByRole('dialog', { name: 'Your session has ended' });

/** The values page with the Add Value dialog open and a name and description typed. */
async function valueBeingWritten() {
  const app = renderApp('/values');
  // No pauses between keys: the fake clock moves only through pass().
  const user = userEvent.setup({ delay: null });
  await user.click(
    await eventually(() => screen.getByRole('button', { name: 'Define Your Values' })),
  );
  const dialog = within(await eventually(() => screen.getByRole('dialog', { name: 'Add Value' })));
  await user.type(dialog.getByLabelText('Name'), 'Courage');
  await user.type(dialog.getByLabelText('Description'), 'Say the hard thing kindly.');
  // The session ends elsewhere: from now on the server answers 401.
  network.on('GET /api/auth/user', unauthorized);
  network.on('GET /api/values', unauthorized);
  return { ...app, user };
}

/** What was typed, still in the (now background) Add Value dialog. */
function expectTextKept() {
  const dialog = within(screen.getByRole('dialog', { name: 'Add Value', hidden: true }));
  expect(dialog.getByRole('textbox', { name: 'Name', hidden: true })).toHaveValue('Courage');
  expect(dialog.getByRole('textbox', { name: 'Description', hidden: true })).toHaveValue(
    'Say the hard thing kindly.',
  );
}

/** `document.visibilityState`, stubbed for one test. */
function stubVisibility() {
  let state: DocumentVisibilityState = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  return {
    async set(next: DocumentVisibilityState) {
      state = next;
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    },
    restore() {
      delete (document as { visibilityState?: unknown }).visibilityState;
    },
  };
}

describe('the new day read after the session ended elsewhere', () => {
  it('keeps the page and what was typed, and asks for the password in place', async () => {
    const { user, location, store } = await valueBeingWritten();
    const reads = network.callsTo('GET /api/auth/user').length;

    await pass(2 * 60 * 1000); // past midnight in New York
    expect(network.callsTo('GET /api/auth/user').length).toBeGreaterThan(reads);
    const ended = within(await eventually(sessionEnded));
    expect(location()).toBe('/values');
    expect(selectSessionLost(store.getState() as never)).toBe(true);
    expectTextKept();
    expect(ended.getByRole('textbox', { name: 'Email' })).toHaveValue(ada.email);

    // Signing in again closes the dialog over the same page, the text still there.
    network.on('GET /api/auth/user', { status: 200, body: ada });
    network.on('GET /api/values', { status: 200, body: [] });
    network.on('POST /api/login', { status: 200, body: ada });
    await user.type(ended.getByLabelText('Password'), 'correct horse{Enter}');
    await eventually(() =>
      expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).toBeNull(),
    );
    expect(location()).toBe('/values');
    expect(screen.getByRole('dialog', { name: 'Add Value' })).toBeVisible();
    expectTextKept();
  }, 60_000);

  it('a tab in the background, seen again the next day: the same', async () => {
    const visibility = stubVisibility();
    try {
      const { location } = await valueBeingWritten();
      const reads = network.callsTo('GET /api/auth/user').length;
      await visibility.set('hidden');
      await pass(2 * 60 * 1000); // midnight passes unseen: nothing is read
      expect(network.callsTo('GET /api/auth/user')).toHaveLength(reads);
      expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).toBeNull();
      await visibility.set('visible');
      expect(await eventually(sessionEnded)).toBeInTheDocument();
      expect(location()).toBe('/values');
      expectTextKept();
    } finally {
      visibility.restore();
    }
  }, 60_000);
});
