import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { installFakeNetwork, makeUser, type FakeNetwork } from '../../shared/testing';
import { renderApp } from '../testing/render-app';

const ada = makeUser();
const unauthorized = {
  status: 401,
  body: { statusCode: 401, message: 'Not signed in', error: 'Unauthorized' },
};
let network: FakeNetwork;

beforeEach(() => {
  network = installFakeNetwork({
    'GET /api/auth/user': { status: 200, body: ada },
    'GET /api/user/login-history': { status: 200, body: [] },
  });
});

/** The profile in edit mode with a new first name typed, then Save answered 401. */
async function typeAndSaveAfterTheSessionEnded() {
  const app = renderApp('/profile');
  const { user } = app;
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const firstName = screen.getByRole('textbox', { name: 'First name' });
  await user.clear(firstName);
  await user.paste('Augusta');
  network.on('PUT /api/user/profile', unauthorized);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Your session has ended' }));
  return { ...app, dialog };
}

describe('a session the server ended while the page was open', () => {
  it('asks for the password in place; the page and what was typed stay, and Save works again', async () => {
    const { user, dialog, location } = await typeAndSaveAfterTheSessionEnded();
    expect(location()).toBe('/profile');
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(ada.email);
    expect(dialog.getByLabelText('Password')).toHaveFocus();

    network.on('POST /api/login', unauthorized);
    await user.keyboard('wrong{Enter}');
    expect(await dialog.findByText('Invalid email or password')).toBeInTheDocument();

    network.on('POST /api/login', { status: 200, body: ada });
    network.on('PUT /api/user/profile', ({ body }) => ({
      status: 200,
      body: { ...ada, ...(body as object) },
    }));
    const userReads = network.callsTo('GET /api/auth/user').length;
    await user.clear(dialog.getByLabelText('Password'));
    await user.paste('correct horse');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).toBeNull(),
    );
    expect(network.callsTo('POST /api/login').at(-1)?.body).toEqual({
      email: ada.email,
      password: 'correct horse',
      rememberMe: false,
    });
    // The same person: the page is still being edited, its data asked for again.
    expect(location()).toBe('/profile');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Augusta');
    await waitFor(() =>
      expect(network.callsTo('GET /api/auth/user').length).toBeGreaterThan(userReads),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.callsTo('PUT /api/user/profile')).toHaveLength(2));
    expect(network.callsTo('PUT /api/user/profile')[1].body).toMatchObject({
      firstName: 'Augusta',
    });
  }, 30_000);

  it.each([
    ['/profile', 'the profile', 'PUT /api/user/profile'],
    ['/settings', 'the password form', 'PUT /api/user/password'],
  ])(
    'on %s (%s) a refused save does not send the page to sign-in: the server ended the session everywhere',
    async (path, _what, call) => {
      const { user, location } = renderApp(path);
      if (path === '/profile') {
        await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
        const firstName = screen.getByRole('textbox', { name: 'First name' });
        await user.clear(firstName);
        await user.paste('Augusta');
      } else {
        for (const [label, text] of [
          ['Current password', 'old-password'],
          ['New password', 'new-password-1'],
          ['Confirm new password', 'new-password-1'],
        ] as const) {
          await user.click(await screen.findByLabelText(label));
          await user.paste(text);
        }
      }
      // As on a real server: once the session is gone, every call answers 401.
      network.on(call, unauthorized);
      network.on('GET /api/auth/user', unauthorized);
      const reads = network.callsTo('GET /api/auth/user').length;
      await user.click(
        screen.getByRole('button', { name: path === '/profile' ? 'Save' : 'Update Password' }),
      );
      expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
      expect(location()).toBe(path);
      // The refused save asked for no new read of the user (its 401 sent the page away).
      expect(network.callsTo('GET /api/auth/user')).toHaveLength(reads);
    },
    30_000,
  );

  it("'Sign out' asks before discarding what was typed, then forgets the session here and goes home", async () => {
    const { user, dialog, location } = await typeAndSaveAfterTheSessionEnded();
    network.on('GET /api/auth/user', unauthorized);
    await user.click(dialog.getByRole('button', { name: 'Sign out' }));
    const question = await screen.findByRole('dialog', {
      name: 'Sign out and discard your changes?',
    });
    await user.click(within(question).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Sign out and discard/ })).toBeNull(),
    );
    expect(location()).toBe('/profile');
    expect(screen.getByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Sign out' }));
    const again = await screen.findByRole('dialog', {
      name: 'Sign out and discard your changes?',
    });
    await user.click(within(again).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(network.callsTo('POST /api/login')).toHaveLength(0);
  }, 30_000);

  it('says nothing about a 401 while nobody is signed in (a failed sign-in)', async () => {
    network.on('GET /api/auth/user', unauthorized);
    network.on('POST /api/login', unauthorized);
    const { user } = renderApp('/auth');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).toBeNull();
  }, 30_000);
});
