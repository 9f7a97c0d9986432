import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { sessionEnded } from '../../../shared/events';
import { sessionApi } from '../../../shared/session';
import { configureAppStore } from '../../../shared/store';
import { installFakeNetwork, makeUser, type FakeNetwork } from '../../../shared/testing';
import { COLOR_MODE_STORAGE_KEY, colorModeChanged, selectColorMode } from '../../../shared/theme';
import { accountApi } from '../api/account-api';
import { registerColorModeListeners } from '../model/color-mode-listeners';

const prefs = (darkMode: boolean) => ({
  notifications: { push: true, email: false, streakReminders: true },
  appearance: { darkMode, autoSaveGoals: true, language: 'en-US' },
});
const stored = () => JSON.parse(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY) ?? 'null');
const makeStore = () => configureAppStore({ listeners: [registerColorModeListeners] });
const mode = (store: ReturnType<typeof makeStore>) => selectColorMode(store.getState() as never);

let network: FakeNetwork;
beforeEach(() => {
  network = installFakeNetwork();
});

describe('dark mode per user', () => {
  it("starts from this browser's remembered mode, so the first paint is right", () => {
    window.localStorage.setItem(
      COLOR_MODE_STORAGE_KEY,
      JSON.stringify({ userId: 'someone', mode: 'dark' }),
    );
    expect(mode(makeStore())).toBe('dark');
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, '{not json');
    expect(mode(makeStore())).toBe('light');
  });

  it('without a remembered mode, starts from the dark the server drew any member page in', () => {
    window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    document.documentElement.dataset.colorMode = 'dark'; // as spa.middleware.ts sends /goals
    try {
      expect(mode(makeStore())).toBe('dark');
      // What this browser remembers comes first, as on '/'.
      window.localStorage.setItem(
        COLOR_MODE_STORAGE_KEY,
        JSON.stringify({ userId: 'someone', mode: 'light' }),
      );
      expect(mode(makeStore())).toBe('light');
    } finally {
      delete document.documentElement.dataset.colorMode;
      window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    }
    expect(mode(makeStore())).toBe('light');
  });

  it("follows the signed-in user's saved preference and remembers it", async () => {
    network.on('GET /api/auth/user', { status: 200, body: makeUser() });
    network.on('GET /api/user/preferences', { status: 200, body: prefs(true) });
    const store = makeStore();
    store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await waitFor(() => expect(mode(store)).toBe('dark'));
    expect(stored()).toEqual({ userId: makeUser().id, mode: 'dark' });
  });

  it("does not show another person's dark mode to the next user", async () => {
    window.localStorage.setItem(
      COLOR_MODE_STORAGE_KEY,
      JSON.stringify({ userId: 'previous-person', mode: 'dark' }),
    );
    network.on('GET /api/auth/user', { status: 200, body: makeUser() });
    const gate = new Promise<{ status: number; body: unknown }>(() => {}); // never answers
    network.on('GET /api/user/preferences', () => gate);
    const store = makeStore();
    expect(mode(store)).toBe('dark');
    store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await waitFor(() => expect(mode(store)).toBe('light'));
  });

  it('goes back to light and forgets the mode when signed out or the session is gone', async () => {
    network.on('GET /api/auth/user', { status: 200, body: makeUser() });
    network.on('GET /api/user/preferences', { status: 200, body: prefs(true) });
    const store = makeStore();
    store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await waitFor(() => expect(mode(store)).toBe('dark'));
    store.dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));
    store.dispatch(sessionEnded());
    expect(mode(store)).toBe('light');
    expect(stored()).toBeNull();

    window.localStorage.setItem(
      COLOR_MODE_STORAGE_KEY,
      JSON.stringify({ userId: 'x', mode: 'dark' }),
    );
    network.on('GET /api/auth/user', {
      status: 401,
      body: { statusCode: 401, message: 'no', error: 'Unauthorized' },
    });
    const fresh = makeStore();
    fresh.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await waitFor(() => expect(mode(fresh)).toBe('light'));
    expect(stored()).toBeNull();
  });

  it('remembers a change made while signed in', async () => {
    network.on('GET /api/auth/user', { status: 200, body: makeUser() });
    network.on('GET /api/user/preferences', { status: 200, body: prefs(false) });
    const store = makeStore();
    store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await waitFor(() => expect(stored()).toEqual({ userId: makeUser().id, mode: 'light' }));
    network.on('PUT /api/user/preferences', { status: 200, body: prefs(true) });
    await store.dispatch(
      accountApi.endpoints.updatePreferences.initiate({ appearance: { darkMode: true } }),
    );
    expect(mode(store)).toBe('dark');
    expect(stored()).toEqual({ userId: makeUser().id, mode: 'dark' });
    // A change of mode alone (not saved) is not remembered.
    store.dispatch(colorModeChanged('light'));
    expect(stored()).toEqual({ userId: makeUser().id, mode: 'dark' });
  });
});
