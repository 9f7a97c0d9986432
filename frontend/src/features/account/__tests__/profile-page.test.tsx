import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  deferred,
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  type FakeNetwork,
  type FakeResponse,
} from '../../../shared/testing';
import type { User } from '../../../shared/session';
import ProfilePage from '../pages/profile-page';

let network: FakeNetwork;
let current: User;

function serve(user: User, history: Array<{ sessionDuration: number | null }> = []) {
  current = user;
  network.on('GET /api/auth/user', () => ({ status: 200, body: current }));
  network.on('GET /api/user/login-history', {
    status: 200,
    body: history.map((h, i) => ({
      id: `h${i}`,
      loginDate: '2025-01-05T09:30:00.000Z',
      ipAddress: null,
      userAgent: null,
      logoutDate: h.sessionDuration === null ? null : '2025-01-05T10:30:00.000Z',
      ...h,
    })),
  });
}

beforeEach(() => {
  network = installFakeNetwork();
});

/** Clears a field and pastes new text (typing key by key is slow on a busy machine). */
async function replaceText(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

async function details() {
  return within(await screen.findByRole('region', { name: 'Personal Information' }));
}

describe('profile page', () => {
  it('shows the details read-only, then edits and saves them; the current user is refetched', async () => {
    serve(makeUser());
    network.on('PUT /api/user/profile', (request) => {
      current = { ...current, ...(request.body as Partial<User>) };
      return { status: 200, body: current };
    });
    const { user } = renderWithProviders(<ProfilePage />, { route: '/profile' });
    const card = await details();
    expect(card.getByText('Ada')).toBeInTheDocument();
    expect(card.getByText('New York (Eastern Time)')).toBeInTheDocument();
    expect(card.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Edit Profile' }));
    // The keyboard's place moves into the form, and back to 'Edit Profile' after Save.
    expect(card.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    const email = card.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada.lovelace@example.com');
    expect(email).toHaveAttribute('readonly');
    const zone = card.getByRole('combobox', { name: 'Time zone' });
    expect(within(zone).getAllByRole('option')).toHaveLength(25);
    await replaceText(user, card.getByRole('textbox', { name: 'First name' }), 'Grace');
    await replaceText(user, card.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await user.selectOptions(zone, 'Tokyo');
    const before = network.callsTo('GET /api/auth/user').length;
    await user.click(card.getByRole('button', { name: 'Save' }));

    expect(await card.findByText('Grace')).toBeInTheDocument();
    expect(network.callsTo('PUT /api/user/profile')[0].body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      timezone: 'Asia/Tokyo',
    });
    await waitFor(() => expect(network.callsTo('GET /api/auth/user').length).toBe(before + 1));
    expect(card.getByText('Tokyo')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
  }, 30_000);

  it('after a 412 it stays in edit mode on the profile saved elsewhere, keeps what was typed on top, and the next Save sends its version', async () => {
    serve(makeUser());
    network.on('PUT /api/user/profile', (req) => {
      if (req.headers.get('if-match') === '"1"') {
        // Edited in another tab: the last name and the zone.
        current = makeUser({ lastName: 'Byron', timezone: 'Europe/London', version: 2 });
        return {
          status: 412,
          body: { statusCode: 412, message: 'Changed elsewhere', error: 'Precondition Failed' },
        };
      }
      current = { ...current, ...(req.body as object), version: 3 };
      return { status: 200, body: current };
    });
    const { user } = renderWithProviders(<ProfilePage />, { route: '/profile' });
    const card = await details();
    await user.click(card.getByRole('button', { name: 'Edit Profile' }));
    const firstName = card.getByRole('textbox', { name: 'First name' });
    await replaceText(user, firstName, 'Grace');
    await user.selectOptions(card.getByRole('combobox', { name: 'Time zone' }), 'Tokyo');
    await user.click(card.getByRole('button', { name: 'Save' }));

    // The other tab's last name; the first name typed here; the zone both changed: theirs, named.
    await waitFor(() =>
      expect(card.getByRole('textbox', { name: 'Last name' })).toHaveValue('Byron'),
    );
    expect(card.getByRole('textbox', { name: 'First name' })).toBe(firstName);
    expect(firstName).toHaveValue('Grace');
    expect(card.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
    expect(card.getByRole('alert')).toHaveTextContent(
      'This profile was changed elsewhere since you opened it. The latest version is shown, and what you changed is kept on top, except Time zone: it was changed there too, and the latest version stands.',
    );
    expect(
      await screen.findByText(/This profile was changed in another tab or on another device/),
    ).toHaveTextContent('with your changes kept on top where they could be');

    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Grace')).toBeInTheDocument();
    expect(card.getByText('Byron')).toBeInTheDocument();
    expect(card.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    const [, second] = network.callsTo('PUT /api/user/profile');
    expect(second.headers.get('if-match')).toBe('"2"');
    expect(second.body).toEqual({
      firstName: 'Grace',
      lastName: 'Byron',
      timezone: 'Europe/London',
    });
    // Opened again, the form is the saved profile, with no notice left over.
    await user.click(card.getByRole('button', { name: 'Edit Profile' }));
    expect(card.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('Cancel restores the saved values', async () => {
    serve(makeUser());
    const { user } = renderWithProviders(<ProfilePage />, { route: '/profile' });
    const card = await details();
    await user.click(card.getByRole('button', { name: 'Edit Profile' }));
    await replaceText(user, card.getByRole('textbox', { name: 'First name' }), 'Someone');
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.getByText('Ada')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    await user.click(card.getByRole('button', { name: 'Edit Profile' }));
    expect(card.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(network.callsTo('PUT /api/user/profile')).toHaveLength(0);
  }, 30_000);

  it("shows 'Update failed' when the server refuses, and stays in edit mode", async () => {
    serve(makeUser());
    network.on('PUT /api/user/profile', {
      status: 400,
      body: { statusCode: 400, message: ['firstName must be shorter'], error: 'Bad Request' },
    });
    const { user } = renderWithProviders(<ProfilePage />, { route: '/profile' });
    const card = await details();
    await user.click(card.getByRole('button', { name: 'Edit Profile' }));
    await user.click(card.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update failed');
    expect(toast).toHaveTextContent('There was an error updating your profile. Please try again.');
    expect(card.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('Save keeps the keyboard while pending and after a refusal', async () => {
    // jsdom keeps the focus on a button turned off, where a browser drops it to the page's
    // body: Save must stay enabled (aria-disabled) to keep it.
    serve(makeUser());
    const gate = deferred<FakeResponse>();
    network.on('PUT /api/user/profile', () => gate.promise);
    const { user } = renderWithProviders(<ProfilePage />, { route: '/profile' });
    const card = await details();
    await user.click(card.getByRole('button', { name: 'Edit Profile' }));
    card.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    const pending = await card.findByRole('button', { name: 'Saving...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toBeEnabled();
    expect(pending).toHaveFocus();
    await user.keyboard('{Enter}'); // sends nothing twice
    expect(network.callsTo('PUT /api/user/profile')).toHaveLength(1);
    gate.resolve({
      status: 400,
      body: { statusCode: 400, message: ['firstName must be shorter'], error: 'Bad Request' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Update failed');
    const save = card.getByRole('button', { name: 'Save' });
    expect(save).toHaveFocus();
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(document.activeElement).not.toBe(document.body);
  });

  it('keeps a zone outside the 25 as an extra option', async () => {
    serve(makeUser({ timezone: 'Pacific/Chatham' }));
    const { user } = renderWithProviders(<ProfilePage />, { route: '/profile' });
    const card = await details();
    expect(card.getByText('Pacific/Chatham')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Edit Profile' }));
    const zone = card.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Pacific/Chatham');
    expect(within(zone).getAllByRole('option')).toHaveLength(26);
    // Another picked (a mis-click, an arrow key): the user's own zone is still there.
    await user.selectOptions(zone, 'London');
    expect(zone).toHaveValue('Europe/London');
    expect(within(zone).getAllByRole('option')).toHaveLength(26);
    await user.selectOptions(zone, 'Pacific/Chatham');
    expect(zone).toHaveValue('Pacific/Chatham');
  });

  it.each([
    [3, 'Getting Started', 'outline'],
    [7, 'Consistent', 'secondary'],
    [14, 'Streak Hero', 'secondary'],
    [30, 'Fire Master', 'default'],
  ])('a %i-day streak is %s with the %s badge', async (streak, label, variant) => {
    serve(makeUser({ currentStreak: streak, longestStreak: 40 }));
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    const card = within(await screen.findByRole('region', { name: 'Login Streak' }));
    expect(card.getByText(`${streak} days`)).toBeInTheDocument();
    expect(card.getByText('40 days')).toBeInTheDocument();
    expect(card.getByText(label).closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      variant,
    );
  });

  it('shows activity: total logins, member since, last login and the average session', async () => {
    serve(makeUser({ totalLogins: 12, timezone: 'UTC' }), [
      { sessionDuration: 30 },
      { sessionDuration: 150 },
      { sessionDuration: null },
    ]);
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    const card = within(await screen.findByRole('region', { name: 'Activity' }));
    const value = (label: string) => card.getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(value('Average session')).toBe('1.5 hours'));
    expect(value('Total logins')).toBe('12');
    expect(value('Member since')).toBe('Dec 1, 2024');
    expect(value('Last login')).toBe('Jan 5, 2025, 9:30 AM');
  });

  it("says the average session could not be loaded when the sign-ins cannot be read, not 'No data'", async () => {
    serve(makeUser());
    network.on('GET /api/user/login-history', { status: 500, body: 'down' });
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    const card = within(await screen.findByRole('region', { name: 'Activity' }));
    const value = (label: string) => card.getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(value('Average session')).toBe('Could not be loaded'));
    expect(card.queryByText('No data')).not.toBeInTheDocument();
  });

  it("says 'Never' and 'No data' for a user without them", async () => {
    serve(makeUser({ lastLoginDate: null }), [{ sessionDuration: null }]);
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    const card = within(await screen.findByRole('region', { name: 'Activity' }));
    const value = (label: string) => card.getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(value('Average session')).toBe('No data'));
    expect(value('Last login')).toBe('Never');
  });
});
