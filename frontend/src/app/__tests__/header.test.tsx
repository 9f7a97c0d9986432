import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  deferred,
  installFakeNetwork,
  makeUser,
  type FakeNetwork,
  type FakeResponse,
} from '../../shared/testing';
import { renderApp } from '../testing/render-app';

let network: FakeNetwork;
beforeEach(() => {
  network = installFakeNetwork({ 'GET /api/auth/user': { status: 200, body: makeUser() } });
});

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('header', () => {
  it('links the product name home and lists the four sections, highlighting the current one', async () => {
    renderApp('/goals?category=career');
    const nav = await mainNav();
    expect(screen.getByRole('link', { name: 'Lodestar' })).toHaveAttribute('href', '/');
    const expected = [
      ['Dashboard', '/'],
      ['Goals', '/goals'],
      ['Journal', '/daily-reflections'],
      ['Values', '/values'],
    ];
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    expect(nav.getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('moves the highlight when navigating', async () => {
    const { user, location } = renderApp('/');
    const nav = await mainNav();
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await user.click(nav.getByRole('link', { name: 'Journal' }));
    await waitFor(() => expect(location()).toBe('/daily-reflections'));
    expect(nav.getByRole('link', { name: 'Journal' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('has the same four entries in the mobile navigation', async () => {
    renderApp('/values');
    const mobile = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Goals',
      'Journal',
      'Values',
    ]);
    expect(mobile.getByRole('link', { name: 'Values' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a notifications button and the avatar with initials', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu, AL' })).toHaveTextContent('AL');
  });

  it('opens the account menu with Profile, Settings and Sign out', async () => {
    const { user, location } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Settings',
      'Sign out',
    ]);
    await user.click(menu.getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(location()).toBe('/settings'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it("signs out: 'Signing out...' while pending, then clears the cache and goes to /", async () => {
    const gate = deferred<FakeResponse>();
    network.on('POST /api/logout', () => gate.promise);
    const { user, location, store } = renderApp('/goals');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const pending = await screen.findByRole('menuitem', { name: 'Signing out...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');

    gate.resolve({ status: 204 });
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lodestar' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // nothing cached survives sign-out: the only entry left is "nobody is signed in"
    const queries = (store.getState() as { api: { queries: Record<string, { data?: unknown }> } })
      .api.queries;
    expect(Object.values(queries).map((entry) => entry.data)).toEqual([null]);
  });

  it("shows 'Logout failed' with the error when signing out fails", async () => {
    network.on('POST /api/logout', {
      status: 500,
      body: {
        statusCode: 500,
        message: 'Session store unavailable',
        error: 'Internal Server Error',
      },
    });
    const { user, location } = renderApp('/values');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Logout failed')).toBeInTheDocument();
    expect(within(toast).getByText('Session store unavailable')).toBeInTheDocument();
    expect(location()).toBe('/values');
  });

  it("asks once for today's reflections on the journal page, where the bell reads them too", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: makeUser().timezone }).format(
      new Date(),
    );
    network.on('GET /api/daily-reflections', (req) => ({
      body: req.url.searchParams.get('date') === today ? [morningOf(today)] : [],
    }));
    renderApp('/daily-reflections');
    // The bell counts the evening alone: the morning's answer reached it.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 due' })).toBeInTheDocument();
    // The page shows the same answer in today's morning session.
    expect(await screen.findByDisplayValue('Ship the release')).toBeInTheDocument();
    // (The journal's list of every day is another request, without a date.)
    const ofToday = network
      .callsTo('GET /api/daily-reflections')
      .filter((call) => call.path.endsWith(`?date=${today}`));
    expect(ofToday).toHaveLength(1);
  });
});

function morningOf(date: string) {
  return {
    id: 'r-morning',
    userId: makeUser().id,
    reflectionDate: date,
    timeOfDay: 'morning',
    responses: { morning_intention: 'Ship the release' },
    version: 1,
    createdAt: `${date}T07:00:00.000Z`,
    updatedAt: `${date}T07:00:00.000Z`,
  };
}

describe('sidebar', () => {
  it('shows Set Goal, overview and category links, and an honest monthly progress', async () => {
    renderApp('/goals?category=health');
    const sidebar = within(await screen.findByRole('navigation', { name: 'Sidebar' }));
    expect(sidebar.getByRole('button', { name: 'Set Goal' })).toBeInTheDocument();
    const overview = within(sidebar.getByRole('list', { name: 'Overview' }));
    expect(overview.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(overview.getByRole('link', { name: 'All Goals' })).toHaveAttribute('href', '/goals');
    expect(overview.getByRole('link', { name: 'All Goals' })).not.toHaveAttribute('aria-current');

    const categories = within(sidebar.getByRole('list', { name: 'Categories' }));
    expect(
      categories.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Career', '/goals?category=career'],
      ['Health', '/goals?category=health'],
      ['Relationships', '/goals?category=relationships'],
      ['Learning', '/goals?category=learning'],
      ['Financial', '/goals?category=financial'],
    ]);
    expect(categories.getByRole('link', { name: 'Health' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(sidebar.getByText('Monthly Progress')).toBeInTheDocument();
    // No stats route here: no figure rather than a false 0%.
    expect(await sidebar.findByText('It could not be read just now.')).toBeInTheDocument();
    expect(sidebar.getByRole('progressbar', { name: 'Monthly Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Not known yet',
    );
    expect(sidebar.getByText('–')).toBeInTheDocument();
    expect(sidebar.queryByText('0%')).not.toBeInTheDocument();
  });

  it("shows this month's figure once the stats answer", async () => {
    network.on('GET /api/dashboard/stats', {
      status: 200,
      body: { activeGoals: 2, completedGoals: 1, streak: 1, completion: 33, monthlyProgress: 41 },
    });
    renderApp('/goals');
    const sidebar = within(await screen.findByRole('navigation', { name: 'Sidebar' }));
    expect(await sidebar.findByText('41%')).toBeInTheDocument();
    expect(sidebar.getByRole('progressbar', { name: 'Monthly Progress' })).toHaveAttribute(
      'aria-valuenow',
      '41',
    );
    expect(
      sidebar.getByText('Average progress of the goals you are working on this month.'),
    ).toBeInTheDocument();
  });

  it("highlights 'All Goals' without a category, and 'Set Goal' opens the goal wizard", async () => {
    const { user } = renderApp('/goals');
    const sidebar = within(await screen.findByRole('navigation', { name: 'Sidebar' }));
    expect(sidebar.getByRole('link', { name: 'All Goals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(sidebar.getByRole('button', { name: 'Set Goal' }));
    expect(await screen.findByRole('dialog', { name: /Set a Goal/ })).toBeInTheDocument();
  });

  it('is not shown on pages without it', async () => {
    renderApp('/values');
    await screen.findByRole('heading', { level: 1, name: 'Core Values' });
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });
});
