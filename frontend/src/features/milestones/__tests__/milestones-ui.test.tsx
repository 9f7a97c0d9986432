import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  deferred,
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  signedInAs,
  type FakeNetwork,
  type FakeResponse,
} from '../../../shared/testing';
import { milestonesApi, type Milestone } from '../api/milestones-api';
import NotificationBell from '../components/notification-bell';
import UpcomingMilestonesCard from '../components/upcoming-milestones-card';
import { todayIn } from '../model/milestone-dates';
import MilestonesPage from '../pages/milestones-page';
import { sessionApi } from '../../../shared/session';

let network: FakeNetwork;
let rows: Milestone[];
const today = todayIn('UTC');
const shift = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function milestone(over: Partial<Milestone>): Milestone {
  return {
    id: `m-${Math.random().toString(36).slice(2)}`,
    goalId: null,
    version: 1,
    title: 'Milestone',
    description: null,
    targetDate: shift(3),
    isCompleted: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

beforeEach(() => {
  rows = [];
  network = installFakeNetwork({
    ...signedInAs(makeUser({ timezone: 'UTC' })),
    'GET /api/milestones': () => ({ body: rows }),
    'POST /api/milestones': (req) => {
      const created = milestone({ ...(req.body as object), id: `m-${rows.length + 1}` });
      rows.push(created);
      return { status: 201, body: created };
    },
  });
});

function withPatchAndDelete() {
  for (const row of rows) {
    network.on(`PATCH /api/milestones/${row.id}`, (req) => {
      Object.assign(row, req.body);
      return { body: row };
    });
    network.on(`DELETE /api/milestones/${row.id}`, () => {
      rows = rows.filter((r) => r.id !== row.id);
      return { status: 204 };
    });
  }
}

describe('Upcoming Milestones card', () => {
  it('shows placeholders while loading', async () => {
    const gate = deferred<FakeResponse>();
    network.on('GET /api/milestones', () => gate.promise);
    renderWithProviders(<UpcomingMilestonesCard />);
    expect(screen.getByLabelText('Loading milestones')).toBeInTheDocument();
    gate.resolve({ body: [] });
    expect(await screen.findByText('No upcoming milestones')).toBeInTheDocument();
  });

  it("shows 3 incomplete milestones with 'MMM d, yyyy' and relative dates, and links to them all", async () => {
    rows = [
      milestone({ title: 'Later', targetDate: shift(40) }),
      milestone({ title: 'Done', targetDate: shift(1), isCompleted: true }),
      milestone({ title: 'Missed', targetDate: shift(-2) }),
      milestone({ title: 'Soon', targetDate: shift(3) }),
      milestone({ title: 'Far', targetDate: shift(400) }),
    ];
    const { user, location } = renderWithProviders(<UpcomingMilestonesCard />, {
      routes: { '/milestones': <p>All milestones</p> },
    });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByText(/./)[0].textContent)).toEqual([
      'Missed',
      'Soon',
      'Later',
    ]);
    expect(within(items[0]).getByText('2 days ago')).toBeInTheDocument();
    expect(within(items[1]).getByText('in 3 days')).toBeInTheDocument();
    const [y, mo, d] = shift(3).split('-').map(Number);
    const month = new Date(Date.UTC(y, mo - 1, d)).toLocaleString('en-US', {
      month: 'short',
      timeZone: 'UTC',
    });
    expect(within(items[1]).getByText(`${month} ${d}, ${y}`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View All Milestones' }));
    expect(location()).toBe('/milestones');
  });
});

describe('Upcoming Milestones card, a year on', () => {
  it('shows what is near before long overdue milestones, and counts those left out', async () => {
    rows = [
      milestone({ title: 'Two months late', targetDate: shift(-59) }),
      milestone({ title: 'Six weeks late', targetDate: shift(-42) }),
      milestone({ title: 'Tomorrow', targetDate: shift(1) }),
      milestone({ title: 'Yesterday', targetDate: shift(-1) }),
      milestone({ title: 'Next week', targetDate: shift(7) }),
    ];
    renderWithProviders(<UpcomingMilestonesCard />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByText(/./)[0].textContent)).toEqual([
      'Yesterday',
      'Tomorrow',
      'Next week',
    ]);
    expect(screen.getByText('2 more overdue')).toBeInTheDocument();
  });
});

describe('Upcoming Milestones card, a read failing after one that answered', () => {
  it('keeps what it showed, and so does the bell', async () => {
    rows = [milestone({ title: 'Tomorrow', targetDate: shift(1) })];
    const { store } = renderWithProviders(
      <>
        <UpcomingMilestonesCard />
        <NotificationBell />
      </>,
    );
    expect(await screen.findByText('Tomorrow')).toBeInTheDocument();
    // The server away: the list is asked for again (a save elsewhere invalidated it) and fails.
    network.on('GET /api/milestones', {
      status: 503,
      body: { statusCode: 503, message: 'Service temporarily unavailable', error: 'x' },
    });
    await act(async () => {
      store.dispatch(milestonesApi.util.invalidateTags([{ type: 'Milestone', id: 'LIST' }]));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(network.callsTo('GET /api/milestones').length).toBeGreaterThan(1);
    expect(screen.getByRole('heading', { name: 'Upcoming Milestones' })).toBeInTheDocument();
    expect(screen.getByText('Tomorrow')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Notifications, 1 due/ })).toBeInTheDocument();
  });
});

describe('milestones page', () => {
  it('creates a milestone through the dialog', async () => {
    const { user } = renderWithProviders(<MilestonesPage />);
    expect(await screen.findByText('No milestones yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Milestone' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    expect(within(dialog).getByText('Give the milestone a title')).toBeInTheDocument();
    expect(network.callsTo('POST /api/milestones')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Title'), '  Run 10 km ');
    await user.type(within(dialog).getByLabelText('Target date'), shift(5));
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    await waitFor(() => expect(network.callsTo('POST /api/milestones')).toHaveLength(1));
    expect(network.callsTo('POST /api/milestones')[0].body).toEqual({
      title: 'Run 10 km',
      description: null,
      targetDate: shift(5),
      goalId: null,
    });
    expect(await screen.findByRole('checkbox', { name: 'Run 10 km' })).not.toBeChecked();
    expect(await screen.findByText('Milestone added')).toBeInTheDocument();
  });

  it('names a two-digit year at the date, and sends nothing', async () => {
    const { user } = renderWithProviders(<MilestonesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Milestone' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Milestone' });
    await user.type(within(dialog).getByLabelText('Title'), 'Run 10 km');
    const date = within(dialog).getByLabelText('Target date');
    expect(date).toHaveAttribute('min', '1900-01-01');
    expect(date).toHaveAttribute('max', '9999-12-31');
    // What Chrome's field gives for 12/31/26; the server's answer named the format.
    await user.type(date, '0026-12-31');
    expect(date).toHaveAccessibleDescription('Enter a four-digit year from 1900 to 9999.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    expect(network.callsTo('POST /api/milestones')).toHaveLength(0);
    await user.clear(date);
    await user.type(date, shift(5));
    expect(date).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    await waitFor(() => expect(network.callsTo('POST /api/milestones')).toHaveLength(1));
  });

  it("gives the keyboard to the heading once 'Add your first milestone' has gone with the empty state", async () => {
    const { user } = renderWithProviders(
      <main>
        <MilestonesPage />
      </main>,
    );
    const first = await screen.findByRole('button', { name: 'Add your first milestone' });
    act(() => first.focus());
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Add Milestone' });
    await user.type(within(dialog).getByLabelText('Title'), 'Run 10 km');
    await user.type(within(dialog).getByLabelText('Target date'), shift(5));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('checkbox', { name: 'Run 10 km' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Milestones' })).toHaveFocus(),
    );
  });

  /** PATCH m-1: with If-Match "1" another tab's change lands first (412); then it saves. */
  function changedElsewhereFirst(theirs: Partial<Milestone>) {
    network.on('PATCH /api/milestones/m-1', (req) => {
      if (req.headers.get('if-match') === '"1"') {
        rows = [{ ...rows[0], ...theirs, version: 2 }]; // another tab
        return {
          status: 412,
          body: { statusCode: 412, message: 'Changed elsewhere', error: 'Precondition Failed' },
        };
      }
      rows = [{ ...rows[0], ...(req.body as object), version: 3 }];
      return { body: rows[0] };
    });
  }

  it('after a 412 the form shows the milestone saved elsewhere with what was typed kept on top, and the next Save sends its version', async () => {
    rows = [milestone({ id: 'm-1', title: 'Half marathon', targetDate: shift(10) })];
    changedElsewhereFirst({ title: 'Ultra marathon' });
    const { user } = renderWithProviders(<MilestonesPage />);
    const row = await screen.findByRole('listitem', { name: 'Half marathon' });
    await user.click(within(row).getByRole('button', { name: 'Edit Half marathon' }));
    const dialog = () => screen.getByRole('dialog', { name: 'Edit Milestone' });
    await user.click(within(dialog()).getByLabelText('Description'));
    await user.paste('Long runs on Sundays, 32 km at the peak.');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    // The other tab's title, and the description typed here, still there.
    await waitFor(() =>
      expect(within(dialog()).getByLabelText('Title')).toHaveValue('Ultra marathon'),
    );
    expect(within(dialog()).getByLabelText('Description')).toHaveValue(
      'Long runs on Sundays, 32 km at the peak.',
    );
    expect(within(dialog()).getByLabelText('Target date')).toHaveValue(shift(10));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'This milestone was changed elsewhere since you opened it. The latest version is shown, and what you changed is kept on top: check it and save again.',
    );
    // The toast says the same (not "please make your change again").
    expect(
      await screen.findByText(/This milestone was changed in another tab or on another device/),
    ).toHaveTextContent('with your changes kept on top where they could be');

    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Milestone' })).not.toBeInTheDocument(),
    );
    const [, second] = network.callsTo('PATCH /api/milestones/m-1');
    expect(second.headers.get('if-match')).toBe('"2"');
    expect(second.body).toEqual({
      title: 'Ultra marathon',
      description: 'Long runs on Sundays, 32 km at the peak.',
      targetDate: shift(10),
    });
    expect(rows[0]).toMatchObject({
      title: 'Ultra marathon',
      description: 'Long runs on Sundays, 32 km at the peak.',
      version: 3,
    });
  }, 30_000);

  it('after a 412 where both sides changed the title and the date: both titles kept, the latest date stands and is named', async () => {
    rows = [milestone({ id: 'm-1', title: 'Half marathon', targetDate: shift(10) })];
    changedElsewhereFirst({ title: 'Ultra marathon', targetDate: shift(20) });
    const { user } = renderWithProviders(<MilestonesPage />);
    const row = await screen.findByRole('listitem', { name: 'Half marathon' });
    await user.click(within(row).getByRole('button', { name: 'Edit Half marathon' }));
    const dialog = () => screen.getByRole('dialog', { name: 'Edit Milestone' });
    await user.clear(within(dialog()).getByLabelText('Title'));
    await user.paste('Full marathon');
    await user.clear(within(dialog()).getByLabelText('Target date'));
    await user.type(within(dialog()).getByLabelText('Target date'), shift(12));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(dialog()).getByLabelText('Title')).toHaveValue(
        'Ultra marathon / Full marathon',
      ),
    );
    expect(within(dialog()).getByLabelText('Target date')).toHaveValue(shift(20));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'what you changed is kept on top, except Target date: it was changed there too, and the latest version stands',
    );
    await user.clear(within(dialog()).getByLabelText('Title'));
    await user.paste('Full marathon');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Milestone' })).not.toBeInTheDocument(),
    );
    const [, second] = network.callsTo('PATCH /api/milestones/m-1');
    expect(second.headers.get('if-match')).toBe('"2"');
    expect(second.body).toMatchObject({ title: 'Full marathon', targetDate: shift(20) });
  }, 30_000);

  it('says a milestone deleted elsewhere is gone, keeps what was typed, and turns Save off', async () => {
    rows = [milestone({ id: 'm-1', title: 'Half marathon', targetDate: shift(10) })];
    network.on('PATCH /api/milestones/m-1', {
      status: 404,
      body: { statusCode: 404, message: 'Milestone not found', error: 'Not Found' },
    });
    const { user } = renderWithProviders(<MilestonesPage />);
    const row = await screen.findByRole('listitem', { name: 'Half marathon' });
    await user.click(within(row).getByRole('button', { name: 'Edit Half marathon' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Milestone' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.paste('Full marathon');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This milestone was deleted in another tab or on another device',
    );
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Full marathon');
    // A second Save had nothing to save to, and said the same again.
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('says inside the dialog why an add failed, and keeps what was typed', async () => {
    const unavailable = {
      status: 503,
      body: { statusCode: 503, message: 'Service temporarily unavailable', error: 'Unavailable' },
    };
    network.on('POST /api/milestones', unavailable);
    const { user } = renderWithProviders(<MilestonesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Milestone' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Milestone' });
    await user.type(within(dialog).getByLabelText('Title'), 'Run 10 km');
    await user.type(within(dialog).getByLabelText('Target date'), shift(5));
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    // The rest of the page (the toast too) is hidden from screen readers while the dialog is open.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Service temporarily unavailable',
    );
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Run 10 km');
  });

  it('says inside the confirmation why a delete failed, and keeps the milestone', async () => {
    rows = [milestone({ id: 'm-1', title: 'Half marathon' })];
    network.on('DELETE /api/milestones/m-1', {
      status: 503,
      body: { statusCode: 503, message: 'Service temporarily unavailable', error: 'Unavailable' },
    });
    const { user } = renderWithProviders(<MilestonesPage />);
    const row = await screen.findByRole('listitem', { name: 'Half marathon' });
    await user.click(within(row).getByRole('button', { name: 'Delete Half marathon' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete milestone' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Service temporarily unavailable',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Half marathon' })).toBeInTheDocument();
    // Asked again, the confirmation starts without the last failure.
    await user.click(
      within(screen.getByRole('listitem', { name: 'Half marathon' })).getByRole('button', {
        name: 'Delete Half marathon',
      }),
    );
    expect(
      within(screen.getByRole('alertdialog', { name: 'Delete milestone' })).queryByRole('alert'),
    ).not.toBeInTheDocument();
  });

  it('completes, edits and deletes a milestone', async () => {
    rows = [milestone({ id: 'm-1', title: 'Half marathon', targetDate: shift(10) })];
    withPatchAndDelete();
    const { user } = renderWithProviders(<MilestonesPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Half marathon' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Half marathon' })).toBeChecked(),
    );
    expect(network.callsTo('PATCH /api/milestones/m-1')[0].body).toEqual({ isCompleted: true });
    expect(screen.getByRole('heading', { name: 'Completed (1)' })).toBeInTheDocument();
    // The row moved to the other list, and the focus with it (it fell to the body).
    expect(screen.getByRole('checkbox', { name: 'Half marathon' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Half marathon' })).not.toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: 'Half marathon' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Half marathon' })).toBeChecked(),
    );

    const row = screen.getByRole('listitem', { name: 'Half marathon' });
    await user.click(within(row).getByRole('button', { name: 'Edit Half marathon' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Milestone' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Full marathon');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('checkbox', { name: 'Full marathon' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('listitem', { name: 'Full marathon' })).getByRole('button', {
        name: 'Delete Full marathon',
      }),
    );
    expect(screen.getByText('Are you sure you want to delete this milestone?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No milestones yet')).toBeInTheDocument();
  });

  it('sends the goal of an edit only when it was changed (deleted elsewhere, it was refused)', async () => {
    network.on('GET /api/goals', { body: [{ id: 'g-1', title: 'Get fit' }] });
    rows = [milestone({ id: 'm-1', title: 'Half marathon', goalId: 'g-1' })];
    withPatchAndDelete();
    const { user } = renderWithProviders(<MilestonesPage />);
    const row = await screen.findByRole('listitem', { name: 'Half marathon' });
    await user.click(within(row).getByRole('button', { name: 'Edit Half marathon' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Milestone' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Full marathon');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(network.callsTo('PATCH /api/milestones/m-1')).toHaveLength(1));
    const [edit] = network.callsTo('PATCH /api/milestones/m-1');
    expect(edit.body).toMatchObject({ title: 'Full marathon' });
    expect(edit.body).not.toHaveProperty('goalId');
    // Changed in the form, it goes.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Full marathon' })).getByRole('button', {
        name: 'Edit Full marathon',
      }),
    );
    const again = screen.getByRole('dialog', { name: 'Edit Milestone' });
    await user.click(within(again).getByRole('combobox', { name: 'Goal' }));
    await user.click(screen.getByRole('option', { name: 'No goal' }));
    await user.click(within(again).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(network.callsTo('PATCH /api/milestones/m-1')).toHaveLength(2));
    expect(network.callsTo('PATCH /api/milestones/m-1')[1].body).toMatchObject({ goalId: null });
  });

  it('hangs a milestone under a goal when the user has goals', async () => {
    network.on('GET /api/goals', { body: [{ id: 'g-1', title: 'Get fit' }] });
    const { user } = renderWithProviders(<MilestonesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Milestone' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Milestone' });
    await user.type(within(dialog).getByLabelText('Title'), '5 km');
    await user.type(within(dialog).getByLabelText('Target date'), shift(5));
    await user.click(within(dialog).getByRole('combobox', { name: 'Goal' }));
    await user.click(screen.getByRole('option', { name: 'Get fit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    await waitFor(() =>
      expect(network.callsTo('POST /api/milestones')[0]?.body).toMatchObject({ goalId: 'g-1' }),
    );
    // The list's own chip, not the closing dialog's Select showing the same title.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const item = await screen.findByRole('listitem', { name: '5 km' });
    expect(within(item).getByText('Get fit')).toBeInTheDocument();
  });
});

describe('notification bell', () => {
  it("lists milestones due within 7 days and today's missing reflections", async () => {
    rows = [
      milestone({ title: 'Due soon', targetDate: shift(2) }),
      milestone({ title: 'Not yet', targetDate: shift(20) }),
    ];
    network.on('GET /api/daily-reflections', (req) => {
      expect(req.url.searchParams.get('date')).toBe(today);
      return { body: [{ id: 'r1', reflectionDate: today, timeOfDay: 'morning' }] };
    });
    const { user } = renderWithProviders(<NotificationBell />);
    // The badge's number is in the button's name (WCAG 2.5.3, label in name).
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 due' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    // Named by its title, which is no heading: a menu holds menu items only.
    const menu = screen.getByRole('menu', { name: 'Notifications' });
    expect(within(menu).queryByRole('heading')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: /Due soon/ })).toHaveAttribute(
      'href',
      '/milestones',
    );
    expect(within(menu).getByText('Due in 2 days')).toBeInTheDocument();
    // It opens the session it names, not the morning's (QA 2026-11-29).
    expect(within(menu).getByRole('menuitem', { name: /Evening reflection/ })).toHaveAttribute(
      'href',
      '/daily-reflections?session=evening',
    );
    expect(within(menu).queryByText('Not yet')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Morning reflection')).not.toBeInTheDocument();
  });

  it('says so when today\'s reflections cannot be read, instead of "all caught up"', async () => {
    const { user } = renderWithProviders(<NotificationBell />);
    // Before the answers, the name claims nothing; nor after, as nothing is known.
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(network.callsTo('GET /api/daily-reflections')).toHaveLength(1));
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    expect(
      await within(menu).findByRole('menuitem', {
        name: /Today's reflections could not be checked/,
      }),
    ).toHaveAttribute('href', '/daily-reflections');
    expect(within(menu).queryByText("You're all caught up")).not.toBeInTheDocument();
    expect(bell).toHaveAccessibleName('Notifications');
  });

  it('says so when the milestones cannot be read, instead of "all caught up"', async () => {
    network.on('GET /api/milestones', { status: 500, body: { statusCode: 500 } });
    network.on('GET /api/daily-reflections', () => ({
      body: [
        { id: 'r1', reflectionDate: today, timeOfDay: 'morning' },
        { id: 'r2', reflectionDate: today, timeOfDay: 'evening' },
      ],
    }));
    const { user } = renderWithProviders(<NotificationBell />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(network.callsTo('GET /api/milestones').length).toBeGreaterThan(0));
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    expect(
      await within(menu).findByRole('menuitem', { name: /Milestones could not be checked/ }),
    ).toHaveAttribute('href', '/milestones');
    expect(within(menu).queryByText("You're all caught up")).not.toBeInTheDocument();
    // Nothing is claimed in the name either.
    expect(bell).toHaveAccessibleName('Notifications');
  });

  it("answers for the new day after a change of zone, not with the last day's sessions", async () => {
    // Both sessions written on the UTC date; the new zone's date is another day.
    const other = new Date().getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
    network.on('GET /api/daily-reflections', (req) =>
      req.url.searchParams.get('date') === today
        ? {
            body: [
              { id: 'r1', reflectionDate: today, timeOfDay: 'morning' },
              { id: 'r2', reflectionDate: today, timeOfDay: 'evening' },
            ],
          }
        : { status: 503, body: { statusCode: 503, message: 'Unavailable', error: 'Unavailable' } },
    );
    const { user, store } = renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, nothing due' });
    act(() => {
      store.dispatch(
        sessionApi.util.updateQueryData('getCurrentUser', undefined, (u) => {
          if (u) u.timezone = other;
        }),
      );
    });
    await waitFor(() => expect(network.callsTo('GET /api/daily-reflections')).toHaveLength(2));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    // The new day's read failed: it says so, and never "all caught up" on yesterday's word.
    expect(
      await within(menu).findByRole('menuitem', {
        name: /Today's reflections could not be checked/,
      }),
    ).toBeInTheDocument();
    expect(within(menu).queryByText("You're all caught up")).not.toBeInTheDocument();
  });

  it('names the bell with what its badge shows past nine: "9+"', async () => {
    rows = Array.from({ length: 12 }, (_, i) =>
      milestone({ id: `m${i}`, title: `Due ${i}`, targetDate: shift(1) }),
    );
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 9+ due' });
    expect(bell).toHaveTextContent('9+');
  });
});
