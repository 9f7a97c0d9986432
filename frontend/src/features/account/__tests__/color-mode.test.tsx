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
/** The member's mode in the page's <head>, as the server sends a member page (or none). */
function serverSays(word: 'light' | 'dark' | null) {
  document.head.querySelector('meta[name="lodestar:member-color-mode"]')?.remove();
  if (!word) return;
  const meta = document.createElement('meta');
  meta.name = 'lodestar:member-color-mode';
  meta.content = word;
  document.head.append(meta);
}

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

  it("starts from the member's mode the server sent the page with, over the browser's older one", () => {
    const remember = (mode: 'light' | 'dark') =>
      window.localStorage.setItem(
        COLOR_MODE_STORAGE_KEY,
        JSON.stringify({ userId: makeUser().id, mode }),
      );
    try {
      window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
      serverSays('dark'); // as spa.middleware.ts sends /goals to a member who chose dark
      expect(mode(makeStore())).toBe('dark');
      // Chosen on another device since this browser remembered the other mode.
      remember('light');
      expect(mode(makeStore())).toBe('dark');
      serverSays('light');
      remember('dark');
      expect(mode(makeStore())).toBe('light');
    } finally {
      serverSays(null);
      window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    }
    expect(mode(makeStore())).toBe('light');
  });

  it('keeps the mode the server sent without a change until the saved preference confirms it', async () => {
    // This browser remembers another person's dark and its member's light, both stale.
    for (const remembered of [
      { userId: 'previous-person', mode: 'dark' },
      { userId: makeUser().id, mode: 'light' },
    ]) {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify(remembered));
      serverSays('dark');
      try {
        network.on('GET /api/auth/user', { status: 200, body: makeUser() });
        network.on('GET /api/user/preferences', { status: 200, body: prefs(true) });
        const store = makeStore();
        const seen = [mode(store)];
        store.subscribe(() => {
          if (seen.at(-1) !== mode(store)) seen.push(mode(store));
        });
        store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
        await waitFor(() => expect(stored()).toEqual({ userId: makeUser().id, mode: 'dark' }));
        expect({ remembered, seen }).toEqual({ remembered, seen: ['dark'] });
      } finally {
        serverSays(null);
        window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
      }
    }
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
