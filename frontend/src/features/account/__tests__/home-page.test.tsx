import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  deferred,
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  type FakeNetwork,
  type FakeResponse,
} from '../../../shared/testing';
import HomePage from '../pages/home-page';

let network: FakeNetwork;
const signedIn = (overrides = {}) =>
  network.on('GET /api/auth/user', { status: 200, body: makeUser(overrides) });

beforeEach(() => {
  network = installFakeNetwork();
});

describe('home page', () => {
  it('greets the user by first name and links to the four areas', async () => {
    signedIn();
    renderWithProviders(<HomePage />, { route: '/home' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' }),
    ).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/goals',
      '/reflection',
      '/values',
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it("draws a quick link's focus ring inside its card, where the card does not cut it off", async () => {
    signedIn();
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    const goals = within(nav).getByRole('link', { name: /^Goals/ });
    // The card clips what lies outside it (`overflow: hidden`).
    expect(getComputedStyle(goals.parentElement!).overflow).toBe('hidden');
    while (document.activeElement !== goals) await user.tab();
    expect(goals).toHaveClass('Mui-focusVisible');
    const ring = getComputedStyle(goals);
    expect(ring.outline).toMatch(/^2px solid /);
    // The theme's ring stands 2 px outside a control: here it goes 2 px inside.
    expect(ring.outlineOffset).toBe('-2px');
  });

  it("says 'Goal Achiever' without a first name, and shows the profile image when there is one", async () => {
    signedIn({ firstName: '  ', profileImageUrl: 'https://example.com/me.png' });
    renderWithProviders(<HomePage />, { route: '/home' });
    // The picture shows once the user has loaded (the greeting alone does not prove it:
    // it also says 'Goal Achiever' while the user is still on its way).
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      'https://example.com/me.png',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Goal Achiever!' }),
    ).toBeInTheDocument();
  });

  it('shows a random quote when the server has one', async () => {
    signedIn();
    network.on('GET /api/quotes/random', {
      status: 200,
      body: {
        id: 'q1',
        text: 'Simplify, simplify.',
        author: 'Henry David Thoreau',
        source: 'Walden',
        category: 'focus',
      },
    });
    renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByText('Simplify, simplify.')).toBeInTheDocument();
    expect(screen.getByText(/Henry David Thoreau/)).toBeInTheDocument();
  });

  it('shows a quote from the curated list when the server has none', async () => {
    signedIn();
    renderWithProviders(<HomePage />, { route: '/home' });
    const quote = await screen.findByRole('region', { name: 'Quote of the day' });
    expect(quote).toHaveTextContent('Now put the foundations under them.');
    expect(quote).toHaveTextContent('Henry David Thoreau');
    expect(quote).toHaveTextContent('Walden (1854)');
  });

  it.each([
    ['succeeds', { status: 204 }],
    ['fails', { status: 500, body: 'down' }],
  ])('posts /api/logout and goes to / when it %s', async (_label, answer) => {
    signedIn();
    const gate = deferred<FakeResponse>();
    network.on('POST /api/logout', () => gate.promise);
    const { user, location } = renderWithProviders(<HomePage />, {
      route: '/home',
      routes: { '/': <p>Front door</p> },
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeDisabled();
    gate.resolve(answer as FakeResponse);
    await waitFor(() => expect(location()).toBe('/'));
    expect(network.callsTo('POST /api/logout')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
