import { describe, expect, it } from '@jest/globals';
import { installFakeNetwork, makeUser } from '../../../shared/testing';
import { configureAppStore } from '../../../shared/store';
import { sessionApi } from '../../../shared/session';
import { accountApi, type Preferences } from '../api/account-api';

const PREFS: Preferences = {
  notifications: { push: true, email: false, streakReminders: true },
  appearance: { darkMode: false, autoSaveGoals: true, language: 'en-US' },
  version: 0,
};

/** One-per-user records (settings, profile) send If-Match with the version last read. */
describe('settings and profile edits send If-Match', () => {
  it('settings: two switches flipped at once go one after another, each with the current version', async () => {
    let stored = PREFS;
    const network = installFakeNetwork({
      'GET /api/auth/user': { status: 200, body: makeUser() },
      'GET /api/user/preferences': () => ({ status: 200, body: stored }),
      'PUT /api/user/preferences': (req) => {
        if (req.headers.get('if-match') !== `"${stored.version}"`)
          return { status: 412, body: { statusCode: 412, message: 'stale', error: 'x' } };
        const change = req.body as Partial<Preferences>;
        stored = {
          notifications: { ...stored.notifications, ...change.notifications },
          appearance: { ...stored.appearance, ...change.appearance },
          version: stored.version + 1,
        };
        return { status: 200, body: stored };
      },
    });
    const store = configureAppStore();
    await store.dispatch(accountApi.endpoints.getPreferences.initiate());
    const a = store.dispatch(
      accountApi.endpoints.updatePreferences.initiate({ notifications: { email: true } }),
    );
    const b = store.dispatch(
      accountApi.endpoints.updatePreferences.initiate({ appearance: { darkMode: true } }),
    );
    await a.unwrap();
    await b.unwrap();
    expect(
      network.callsTo('PUT /api/user/preferences').map((c) => c.headers.get('if-match')),
    ).toEqual(['"0"', '"1"']);
    expect(stored).toMatchObject({
      notifications: { email: true },
      appearance: { darkMode: true },
      version: 2,
    });
  });

  it('profile: sends the version of the current user as read', async () => {
    const user = { ...makeUser(), version: 5 };
    const network = installFakeNetwork({
      'GET /api/auth/user': { status: 200, body: user },
      'PUT /api/user/profile': { status: 200, body: { ...user, firstName: 'Grace', version: 6 } },
    });
    const store = configureAppStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await store
      .dispatch(
        accountApi.endpoints.updateProfile.initiate({
          firstName: 'Grace',
          lastName: 'Hopper',
          timezone: 'UTC',
        }),
      )
      .unwrap();
    expect(network.callsTo('PUT /api/user/profile')[0].headers.get('if-match')).toBe('"5"');
  });
});
