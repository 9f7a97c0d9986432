import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { installFakeNetwork, signedInAs, type FakeNetwork } from '../../shared/testing';
import { COLOR_MODE_STORAGE_KEY } from '../../shared/theme';
import { renderApp } from '../testing/render-app';

let network: FakeNetwork;
beforeEach(() => {
  network = installFakeNetwork();
});

const signIn = () => Object.entries(signedInAs()).forEach(([key, value]) => network.on(key, value));

describe('routes, signed out', () => {
  it("shows the landing page at '/'", async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lodestar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.getByRole('heading', { name: "Lodestar's Method" })).toBeInTheDocument();
    for (const title of ['Smart Tracking', 'Daily Reflection', 'Values Alignment']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it.each(['/goals', '/home', '/daily-reflections', '/values', '/profile', '/settings'])(
    'sends %s to /auth, remembering where they were',
    async (path) => {
      const { location } = renderApp(path);
      await waitFor(() => expect(location()).toBe(`/auth?next=${encodeURIComponent(path)}`));
      expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    },
  );

  it('says the session has ended when a member of this browser finds it gone, not when the check failed, nor to a visitor', async () => {
    // Someone signed in here last time and did not sign out (their colour mode is kept).
    window.localStorage.setItem(
      COLOR_MODE_STORAGE_KEY,
      JSON.stringify({ userId: 'user-1', mode: 'light' }),
    );
    const first = renderApp('/goals');
    await waitFor(() => expect(first.location()).toBe('/auth?next=%2Fgoals'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended. Sign in again to continue.',
    );
    first.unmount();

    // The check failed (the server away), not answered: nothing says the session ended.
    network.on('GET /api/auth/user', {
      status: 503,
      body: { statusCode: 503, message: 'Service temporarily unavailable', error: 'x' },
    });
    const failed = renderApp('/goals');
    await waitFor(() => expect(failed.location()).toBe('/auth?next=%2Fgoals'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
    failed.unmount();

    window.localStorage.clear();
    network.on('GET /api/auth/user', {
      status: 401,
      body: { statusCode: 401, message: 'Not signed in', error: 'Unauthorized' },
    });
    const second = renderApp('/goals');
    await waitFor(() => expect(second.location()).toBe('/auth?next=%2Fgoals'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
  });

  it('keeps the query string in next', async () => {
    const { location } = renderApp('/goals?category=career');
    await waitFor(() => expect(location()).toBe('/auth?next=%2Fgoals%3Fcategory%3Dcareer'));
  });

  it("shows 'Page Not Found' on an unknown path, with a link home", async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});

describe('routes, signed in', () => {
  beforeEach(signIn);

  it("shows the dashboard at '/'", async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Ada!/)).toBeInTheDocument();
  });

  it("sends /auth to '/'", async () => {
    const { location } = renderApp('/auth');
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it("redirects /dashboard to '/'", async () => {
    const { location } = renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('redirects /reflection to /daily-reflections', async () => {
    const { location } = renderApp('/reflection');
    await waitFor(() => expect(location()).toBe('/daily-reflections'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daily Reflection Journal' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/goals', 'Your Goals'],
    ['/values', 'Core Values'],
    ['/profile', 'Profile'],
    ['/settings', 'Settings'],
  ])('shows %s titled %s', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Lodestar`);
  });

  it('accepts ?category= on the goals page', async () => {
    network.on('GET /api/goals', { body: [] });
    renderApp('/goals?category=health');
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('health');
  });

  it("still shows 'Page Not Found' on an unknown path", async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
