import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { sessionApi } from '../../../shared/session';
import {
  deferred,
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  type FakeNetwork,
  type FakeResponse,
} from '../../../shared/testing';
import { COLOR_MODE_STORAGE_KEY, selectColorMode } from '../../../shared/theme';
import { registerColorModeListeners } from '../model/color-mode-listeners';
import { registerPreferencesListeners } from '../model/preferences-listeners';
import { goalDraftsSettingKnown } from '../../../shared/events';
import SettingsPage from '../pages/settings-page';

// Whole forms with MUI in jsdom: slow when several runs share the CPU.
jest.setTimeout(30_000);

const DEFAULTS = {
  notifications: { push: true, email: false, streakReminders: true },
  appearance: { darkMode: false, autoSaveGoals: true, language: 'en-US' },
};

let network: FakeNetwork;
let saved: typeof DEFAULTS;

beforeEach(() => {
  saved = structuredClone(DEFAULTS);
  network = installFakeNetwork({
    'GET /api/auth/user': { status: 200, body: makeUser() },
    'GET /api/user/preferences': () => ({ status: 200, body: saved }),
    'PUT /api/user/preferences': (request) => {
      const change = request.body as Partial<typeof DEFAULTS>;
      saved = {
        notifications: { ...saved.notifications, ...change.notifications },
        appearance: { ...saved.appearance, ...change.appearance },
      };
      return { status: 200, body: saved };
    },
    'GET /api/user/data-summary': { status: 200, body: { goals: 12, reflections: 45, values: 8 } },
  });
});

function renderSettings() {
  const seen: string[] = [];
  const result = renderWithProviders(<SettingsPage />, {
    route: '/settings',
    listeners: [
      registerColorModeListeners,
      registerPreferencesListeners,
      (startListening) =>
        startListening({
          predicate: (action) => action.type.startsWith('events/'),
          effect: (action) => {
            seen.push(action.type);
          },
        }),
    ],
    routes: { '/': <p>Landing page</p> },
  });
  return { ...result, seen };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('settings page', () => {
  it('has the five sections of the spec', async () => {
    renderSettings();
    for (const name of [
      'Account Security',
      'Notifications',
      'Appearance',
      'Data & Privacy',
      'Danger Zone',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Account Security' })).getByText('Coming Soon'),
    ).toBeInTheDocument();
  });

  it('shows the saved notification settings and saves a change', async () => {
    const { user } = renderSettings();
    const notifications = await section('Notifications');
    const push = await notifications.findByRole('switch', { name: 'Push notifications' });
    expect(push).toBeChecked();
    expect(notifications.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
    expect(notifications.getByRole('switch', { name: 'Streak reminders' })).toBeChecked();
    await user.click(notifications.getByRole('switch', { name: 'Email notifications' }));
    await waitFor(() =>
      expect(network.callsTo('PUT /api/user/preferences').map((c) => c.body)).toEqual([
        { notifications: { email: true } },
      ]),
    );
    expect(notifications.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  });

  it('switches the whole theme to dark at once, saves it and remembers it for this user', async () => {
    const gate = deferred<FakeResponse>();
    network.on('PUT /api/user/preferences', () => gate.promise);
    const { user, store } = renderSettings();
    store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    const appearance = await section('Appearance');
    const dark = await appearance.findByRole('switch', { name: 'Dark mode' });
    expect(dark).not.toBeChecked();
    await user.click(dark);
    // Before the server answers: the theme has already changed.
    expect(selectColorMode(store.getState() as never)).toBe('dark');
    expect(dark).toBeChecked();
    gate.resolve({
      status: 200,
      body: { ...DEFAULTS, appearance: { ...DEFAULTS.appearance, darkMode: true } },
    });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY) ?? 'null')).toEqual({
        userId: makeUser().id,
        mode: 'dark',
      }),
    );
    expect(network.callsTo('PUT /api/user/preferences')[0].body).toEqual({
      appearance: { darkMode: true },
    });
    expect(appearance.getByRole('switch', { name: 'Auto-save goals' })).toBeChecked();
    expect(appearance.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue(
      'English (US)',
    );
  });

  it('Dark mode switched on and off within one answer: the first answer does not flip it back', async () => {
    const gates = [deferred<void>(), deferred<void>()];
    let calls = 0;
    network.on('PUT /api/user/preferences', async (request) => {
      const gate = gates[calls++]!;
      await gate.promise;
      const change = request.body as Partial<typeof DEFAULTS>;
      saved = {
        notifications: { ...saved.notifications, ...change.notifications },
        appearance: { ...saved.appearance, ...change.appearance },
      };
      return { status: 200, body: saved };
    });
    const { user, store } = renderSettings();
    const appearance = await section('Appearance');
    const dark = await appearance.findByRole('switch', { name: 'Dark mode' });
    await user.click(dark);
    await user.click(dark);
    expect(dark).not.toBeChecked();
    expect(selectColorMode(store.getState() as never)).toBe('light');
    await act(async () => gates[0]!.resolve());
    await waitFor(() => expect(network.callsTo('PUT /api/user/preferences')).toHaveLength(2));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50))); // renders settle
    // The first answer (dark) came while the second change (light) waited: nothing flashed.
    expect(dark).not.toBeChecked();
    expect(selectColorMode(store.getState() as never)).toBe('light');
    await act(async () => gates[1]!.resolve());
    await waitFor(() => expect(saved.appearance.darkMode).toBe(false));
    expect(dark).not.toBeChecked();
  });

  it("tells the goals feature the 'Auto-save goals' setting when read and when changed", async () => {
    network.on('PUT /api/user/preferences', (req) => ({
      status: 200,
      body: {
        ...DEFAULTS,
        appearance: { ...DEFAULTS.appearance, ...(req.body as { appearance?: object }).appearance },
      },
    }));
    const { user, seen } = renderSettings();
    const appearance = await section('Appearance');
    const autoSave = await appearance.findByRole('switch', { name: 'Auto-save goals' });
    await waitFor(() => expect(seen).toContain(goalDraftsSettingKnown.type));
    await user.click(autoSave);
    await waitFor(() =>
      expect(network.callsTo('PUT /api/user/preferences')[0].body).toEqual({
        appearance: { autoSaveGoals: false },
      }),
    );
    await waitFor(() => expect(autoSave).not.toBeChecked());
    expect(seen.filter((type) => type === goalDraftsSettingKnown.type).length).toBeGreaterThan(1);
  });

  it('puts dark mode back and says so when saving fails', async () => {
    network.on('PUT /api/user/preferences', {
      status: 503,
      body: { statusCode: 503, message: 'Database unavailable', error: 'Service Unavailable' },
    });
    const { user, store } = renderSettings();
    const appearance = await section('Appearance');
    await user.click(await appearance.findByRole('switch', { name: 'Dark mode' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Settings not saved');
    expect(toast).toHaveTextContent('Database unavailable');
    expect(selectColorMode(store.getState() as never)).toBe('light');
    expect(appearance.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  });

  it("shows the user's real counts and links the export download", async () => {
    renderSettings();
    const data = await section('Data & Privacy');
    const items = await data.findAllByRole('listitem');
    await waitFor(() =>
      expect(items.map((item) => item.textContent)).toEqual([
        '12goals',
        '45reflections',
        '8values',
      ]),
    );
    const link = data.getByRole('link', { name: 'Export my data' });
    expect(link).toHaveAttribute('href', '/api/user/export');
    expect(link).toHaveAttribute('download');
  });

  it('says when the counts could not be loaded, rather than showing placeholders forever', async () => {
    network.on('GET /api/user/data-summary', { status: 500, body: 'down' });
    renderSettings();
    const data = await section('Data & Privacy');
    expect(
      await data.findByText('Your counts could not be loaded. Reload to try again.'),
    ).toBeInTheDocument();
    // No grey tiles waiting for counts that will not come; the export still works.
    expect(data.queryByRole('list', { name: 'Your data' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Data & Privacy' }).querySelector('.MuiSkeleton-root'),
    ).toBeNull();
    expect(data.getByRole('link', { name: 'Export my data' })).toBeInTheDocument();
  });

  describe('change password', () => {
    async function fill(current: string, next: string, confirm = next) {
      const rendered = renderSettings();
      const security = await section('Account Security');
      for (const [label, text] of [
        ['Current password', current],
        ['New password', next],
        ['Confirm new password', confirm],
      ] as const) {
        await rendered.user.click(security.getByLabelText(label));
        await rendered.user.paste(text);
      }
      await rendered.user.click(security.getByRole('button', { name: 'Update Password' }));
      return { ...rendered, security };
    }

    it('refuses a confirmation that does not match, without asking the server', async () => {
      const { security } = await fill('old-password', 'new-password-1', 'new-password-2');
      expect(security.getByRole('alert')).toHaveTextContent('The new passwords do not match.');
      expect(network.callsTo('PUT /api/user/password')).toHaveLength(0);
    });

    it("shows the server's answer for a wrong current password", async () => {
      network.on('PUT /api/user/password', {
        status: 400,
        body: { statusCode: 400, message: 'currentPassword is incorrect', error: 'Bad Request' },
      });
      const { security, user } = await fill('wrong-password', 'new-password-1');
      expect(await security.findByRole('alert')).toHaveTextContent(
        'Your current password is not right. Your password was not changed.',
      );
      // Gone once a field is edited: it never stands beside the next try's own problem.
      await user.type(security.getByLabelText('Current password'), 'x');
      expect(security.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('measures the new password in bytes, as the server does', async () => {
      network.on('PUT /api/user/password', { status: 204 });
      const { security } = await fill('old-password', 'éééééé'); // 6 characters, 12 bytes
      await screen.findByText('Password updated');
      // No browser minLength: it counts UTF-16 units and would refuse these six letters.
      expect(security.getByLabelText('New password')).not.toHaveAttribute('minlength');
      expect(network.callsTo('PUT /api/user/password')[0].body).toMatchObject({
        newPassword: 'éééééé',
      });
    });

    it('refuses a short new password without asking the server', async () => {
      const { security } = await fill('old-password', 'short');
      expect(security.getByRole('alert')).toHaveTextContent(
        'The new password must be at least 8 characters long.',
      );
      expect(network.callsTo('PUT /api/user/password')).toHaveLength(0);
    });

    it('changes it, clears the form and says other sessions ended', async () => {
      network.on('PUT /api/user/password', { status: 204 });
      const { security } = await fill('old-password', 'new-password-1');
      const toast = await screen.findByText('Password updated');
      expect(toast.closest('[role="status"]')).toHaveTextContent(
        'Your other sessions have been signed out.',
      );
      expect(network.callsTo('PUT /api/user/password')[0].body).toEqual({
        currentPassword: 'old-password',
        newPassword: 'new-password-1',
      });
      expect(security.getByLabelText('Current password')).toHaveValue('');
    });
  });

  it('Update Password keeps the keyboard while pending, after a refusal and after a change', async () => {
    // jsdom keeps the focus on a button turned off, where a browser drops it to the page's
    // body: the button must stay enabled (aria-disabled) to keep it.
    const answers = [deferred<FakeResponse>(), deferred<FakeResponse>()];
    let call = 0;
    network.on('PUT /api/user/password', () => answers[call++]!.promise);
    const { user } = renderSettings();
    const security = await section('Account Security');
    for (const [label, text] of [
      ['Current password', 'wrong-password'],
      ['New password', 'new-password-1'],
      ['Confirm new password', 'new-password-1'],
    ] as const) {
      await user.click(security.getByLabelText(label));
      await user.paste(text);
    }
    await user.tab();
    expect(security.getByRole('button', { name: 'Update Password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const pending = await security.findByRole('button', { name: 'Updating...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toBeEnabled();
    expect(pending).toHaveFocus();
    await user.keyboard('{Enter}'); // sends nothing twice
    expect(network.callsTo('PUT /api/user/password')).toHaveLength(1);

    answers[0]!.resolve({
      status: 400,
      body: { statusCode: 400, message: 'currentPassword is incorrect', error: 'Bad Request' },
    });
    expect(await security.findByRole('alert')).toHaveTextContent(
      'Your current password is not right.',
    );
    const button = security.getByRole('button', { name: 'Update Password' });
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');

    await user.keyboard('{Enter}');
    expect(await security.findByRole('button', { name: 'Updating...' })).toHaveFocus();
    answers[1]!.resolve({ status: 204 });
    await screen.findByText('Password updated');
    expect(security.getByLabelText('Current password')).toHaveValue('');
    expect(security.getByRole('button', { name: 'Update Password' })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });

  describe('delete account', () => {
    it('keeps the account when the password is wrong', async () => {
      network.on('DELETE /api/user', {
        status: 400,
        body: { statusCode: 400, message: 'password is incorrect', error: 'Bad Request' },
      });
      const { user } = renderSettings();
      const danger = await section('Danger Zone');
      await user.click(danger.getByRole('button', { name: 'Delete Account' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
      expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
      await user.click(dialog.getByLabelText('Password'));
      await user.paste('not-it');
      await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent('That password is not right');
      expect(network.callsTo('DELETE /api/user')[0].body).toEqual({ password: 'not-it' });
    });

    it('deletes it with the password and signs the browser out', async () => {
      network.on('DELETE /api/user', { status: 204 });
      const me = makeUser().id;
      localStorage.setItem(`lodestar:${me}:gamification`, '{"log":[]}');
      localStorage.setItem(`lodestar:${me}:goals-draft`, '["a draft"]');
      localStorage.setItem('lodestar:someone-else:gamification', '{"log":[]}');
      sessionStorage.setItem(`lodestar:${me}:draft:journal`, '{"x":{"responses":{}}}');
      const { user, store } = renderSettings();
      store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
      const danger = await section('Danger Zone');
      await user.click(danger.getByRole('button', { name: 'Delete Account' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
      await user.click(dialog.getByLabelText('Password'));
      await user.paste('correct-horse');
      await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
      await waitFor(() =>
        expect(
          sessionApi.endpoints.getCurrentUser.select()(store.getState() as never).data,
        ).toBeNull(),
      );
      expect((store.getState() as { session: { endedByUser: boolean } }).session.endedByUser).toBe(
        true,
      );
      // Nothing of the deleted account stays in this browser; another user's data does.
      expect(localStorage.getItem(`lodestar:${me}:gamification`)).toBeNull();
      expect(localStorage.getItem(`lodestar:${me}:goals-draft`)).toBeNull();
      expect(localStorage.getItem('lodestar:someone-else:gamification')).not.toBeNull();
      // Nor this tab's unsaved drafts, which a sign-out drops too.
      expect(sessionStorage.getItem(`lodestar:${me}:draft:journal`)).toBeNull();
    });
  });
});
