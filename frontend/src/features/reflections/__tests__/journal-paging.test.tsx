import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  deferred,
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  renderSignedIn,
  type FakeNetwork,
  type FakeResponse,
  type FakeRequest,
} from '../../../shared/testing';
import { calendarDateIn } from '../../../shared/lib/dates';
import DailyReflectionsPage from '../pages/daily-reflections-page';
import { compareJournal, type DailyReflection } from '../model/journal';

let network: FakeNetwork;
const today = calendarDateIn(new Date(), 'America/New_York');

/** The calendar day `days` before `date` (yyyy-MM-dd). */
function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

function session(
  reflectionDate: string,
  timeOfDay: 'morning' | 'evening',
  answer = `Written on ${reflectionDate}.`,
): DailyReflection {
  return {
    id: `${reflectionDate}-${timeOfDay}`,
    userId: 'u',
    reflectionDate,
    timeOfDay,
    responses:
      timeOfDay === 'morning' ? { morning_intention: answer } : { evening_accomplishment: answer },
    version: 1,
    createdAt: '2026-01-01T08:00:00.000Z',
    updatedAt: '2026-01-01T08:00:00.000Z',
  };
}

/** The server's GET /api/daily-reflections over `stored`: a date's read, or a page. */
function answerReads(stored: () => DailyReflection[]) {
  return (req: FakeRequest) => {
    const all = [...stored()].sort(compareJournal);
    const date = req.url.searchParams.get('date');
    if (date) return { body: all.filter((r) => r.reflectionDate === date) };
    const limit = Number(req.url.searchParams.get('limit'));
    if (!limit) return { status: 400, body: { statusCode: 400, message: 'the test wants pages' } };
    const before = req.url.searchParams.get('before');
    let start = 0;
    if (before) {
      const [reflectionDate, timeOfDay] = before.split(':');
      const cursor = { reflectionDate, timeOfDay: timeOfDay as 'morning' | 'evening' };
      start = all.findIndex((r) => compareJournal(cursor, r) < 0);
      if (start < 0) start = all.length;
    }
    const reflections = all.slice(start, start + limit);
    const last = reflections.at(-1);
    const more = start + limit < all.length;
    return {
      body: {
        reflections,
        nextBefore: more && last ? `${last.reflectionDate}:${last.timeOfDay}` : null,
      },
    };
  };
}

/** The journal's reads (not the date's). */
const pageReads = () =>
  network.callsTo('GET /api/daily-reflections').filter((c) => !c.url.searchParams.has('date'));

/** 15 sessions before today: yesterday's two, then mornings. */
const HISTORY = [
  session(daysBefore(today, 1), 'evening'),
  session(daysBefore(today, 1), 'morning'),
  ...Array.from({ length: 13 }, (_, i) => session(daysBefore(today, i + 2), 'morning')),
];

beforeEach(() => {
  sessionStorage.clear();
  network = installFakeNetwork({
    'GET /api/auth/user': { status: 200, body: makeUser({ timezone: 'America/New_York' }) },
    'GET /api/daily-reflections': answerReads(() => HISTORY),
    'GET /api/reflections': { status: 200, body: [] },
  });
});

/** Puts the keyboard on `element`, as Tab would. */
const focusOn = (element: HTMLElement) => act(() => element.focus());

const journal = () => within(screen.getByRole('region', { name: 'Your Journal' }));

describe('the journal, page by page', () => {
  it("reads only the first 10; 'Show more' reads the next page and hands the keyboard to its first entry", async () => {
    const { user } = await renderSignedIn(<DailyReflectionsPage />, {
      route: '/daily-reflections',
    });
    await waitFor(() => expect(journal().getAllByRole('listitem')).toHaveLength(10));
    expect(pageReads().map((c) => c.url.search)).toEqual(['?limit=10']);

    const more = journal().getByRole('button', { name: 'Show more' });
    focusOn(more);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(journal().getAllByRole('listitem')).toHaveLength(15));
    const tenth = HISTORY[9];
    expect(pageReads().map((c) => c.url.searchParams.get('before'))).toEqual([
      null,
      `${tenth.reflectionDate}:${tenth.timeOfDay}`,
    ]);
    // The last page: the button has gone, and the keyboard is on the first entry it showed.
    expect(journal().queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await waitFor(() => expect(journal().getAllByRole('listitem')[10]).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it("keeps the keyboard on 'Show more' while the page is on its way, and says so when it fails", async () => {
    const gate = deferred<{ status: number; body: unknown }>();
    const pages = answerReads(() => HISTORY);
    network.on('GET /api/daily-reflections', (req) =>
      req.url.searchParams.has('before') ? gate.promise : pages(req),
    );
    const { user } = await renderSignedIn(<DailyReflectionsPage />, {
      route: '/daily-reflections',
    });
    await waitFor(() => expect(journal().getAllByRole('listitem')).toHaveLength(10));
    focusOn(journal().getByRole('button', { name: 'Show more' }));
    await user.keyboard('{Enter}');
    const loading = await journal().findByRole('button', { name: 'Loading...' });
    expect(loading).toHaveFocus();
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    gate.resolve({ status: 503, body: { statusCode: 503, message: 'Unavailable' } });
    expect(await journal().findByRole('alert')).toHaveTextContent(
      'More entries could not be loaded.',
    );
    expect(journal().getByRole('button', { name: 'Show more' })).toHaveFocus();
  });

  /** The server of the save tests: HISTORY, plus today's morning once it is written. */
  function serveSaves() {
    let stored = [...HISTORY];
    const answered = (req: FakeRequest, version: number) => ({
      ...session(today, 'morning'),
      version,
      responses: (req.body as { responses: Record<string, string> }).responses,
    });
    network.on(
      'GET /api/daily-reflections',
      answerReads(() => stored),
    );
    network.on('POST /api/daily-reflections', (req) => {
      stored = [...stored, answered(req, 1)];
      return { status: 201, body: { ...answered(req, 1), xpAwarded: 15, achievements: [] } };
    });
    network.on(`PUT /api/daily-reflections/${today}-morning`, (req) => ({
      status: 200,
      body: answered(req, 2),
    }));
    network.on(`DELETE /api/daily-reflections/${today}-morning`, () => {
      stored = stored.filter((r) => r.id !== `${today}-morning`);
      return { status: 204 };
    });
    return { write: (r: DailyReflection) => (stored = [...stored, r]) };
  }
  const first = () => journal().getAllByRole('listitem')[0];

  it('shows a created, then updated session in its place without reading the journal again', async () => {
    serveSaves();
    const { user } = await renderSignedIn(<DailyReflectionsPage />, {
      route: '/daily-reflections',
    });
    await waitFor(() => expect(journal().getAllByRole('listitem')).toHaveLength(10));

    await user.type(await screen.findByLabelText('What is my intention for today?'), 'Go.');
    await user.click(screen.getByRole('button', { name: 'Save Reflection' }));
    await screen.findByRole('dialog', { name: 'Reflection saved!' });
    await waitFor(() => expect(first()).toHaveTextContent('Go.'));
    expect(first()).toHaveAccessibleName(/^Morning reflection/);
    expect(journal().getAllByRole('listitem')).toHaveLength(11);

    await user.keyboard('{Escape}'); // the popup
    await user.type(screen.getByLabelText('What is my intention for today?'), ' On.');
    await user.click(screen.getByRole('button', { name: 'Update Reflection' }));
    await waitFor(() => expect(first()).toHaveTextContent('Go. On.'));
    expect(journal().getAllByRole('listitem')).toHaveLength(11);

    // One read of the journal in all: a save never reads it again.
    expect(pageReads()).toHaveLength(1);
  }, 30_000);

  it('takes a deleted session out without reading the journal again', async () => {
    serveSaves().write(session(today, 'morning', 'Gone soon.'));
    const { user } = await renderSignedIn(<DailyReflectionsPage />, {
      route: '/daily-reflections',
    });
    await waitFor(() => expect(first()).toHaveTextContent('Gone soon.'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this reflection?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(journal().queryByText('Gone soon.')).not.toBeInTheDocument());
    expect(journal().getAllByRole('listitem')).toHaveLength(9);
    expect(pageReads()).toHaveLength(1);
  });
});

describe('the journal on another visit', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is read again, its first page only, on a visit a minute after its last read; not sooner', async () => {
    // Only the clock is faked: the network, React and user-event keep their real timers.
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    let stored = [...HISTORY];
    network.on(
      'GET /api/daily-reflections',
      answerReads(() => stored),
    );
    const firstVisit = await renderSignedIn(<DailyReflectionsPage />, {
      route: '/daily-reflections',
    });
    // Another visit in the same tab: the same store, so the journal read before is cached.
    const visit = () =>
      renderWithProviders(<DailyReflectionsPage />, {
        route: '/daily-reflections',
        store: firstVisit.store,
      });
    await waitFor(() => expect(journal().getAllByRole('listitem')).toHaveLength(10));
    await firstVisit.user.click(journal().getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(journal().getAllByRole('listitem')).toHaveLength(15));
    expect(pageReads()).toHaveLength(2);
    firstVisit.unmount(); // another page

    // Written meanwhile on the phone.
    stored = [...stored, session(today, 'morning', 'From my phone.')];
    jest.setSystemTime(Date.now() + 30_000);
    const secondVisit = visit();
    expect(journal().getAllByRole('listitem')).toHaveLength(15);
    await screen.findByLabelText('What is my intention for today?');
    expect(pageReads()).toHaveLength(2); // within the minute: what was read is shown
    expect(journal().queryByText('From my phone.')).not.toBeInTheDocument();
    secondVisit.unmount();

    jest.setSystemTime(Date.now() + 31_000);
    visit();
    await waitFor(() =>
      expect(journal().getAllByRole('listitem')[0]).toHaveTextContent('From my phone.'),
    );
    // One read: the newest page, not both pages held.
    expect(pageReads().map((c) => c.url.search)).toEqual([
      '?limit=10',
      expect.any(String),
      '?limit=10',
    ]);
    expect(journal().getAllByRole('listitem')).toHaveLength(10);
    expect(journal().getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});

describe('the keyboard on the journal page', () => {
  it('Today gives the keyboard to the date field (the button goes)', async () => {
    const { user } = await renderSignedIn(<DailyReflectionsPage />, {
      route: '/daily-reflections',
    });
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, daysBefore(today, 1));
    const todayButton = await screen.findByRole('button', { name: 'Today' });
    focusOn(todayButton);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    expect(screen.getByLabelText('Date')).toHaveFocus();
  });

  it("'Open' takes the keyboard to the opened session's heading", async () => {
    const { user } = await renderSignedIn(<DailyReflectionsPage />, {
      route: '/daily-reflections',
    });
    const yesterday = daysBefore(today, 1);
    const open = await journal().findByRole('button', {
      name: new RegExp(`^Open Evening reflection`),
    });
    focusOn(open);
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { level: 2, name: 'Evening Reflection' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('Date')).toHaveValue(yesterday);
    await waitFor(() =>
      expect(screen.getByLabelText('What did I accomplish today?')).toHaveValue(
        `Written on ${yesterday}.`,
      ),
    );
  });
});

describe('the weekly review and the keyboard', () => {
  function review(n: number) {
    return {
      id: `w-${n}`,
      userId: 'u',
      type: 'weekly',
      accomplishments: `Week ${n} done.`,
      challenges: null,
      nextWeek: null,
      insights: null,
      date: daysBefore(today, 7 * n),
      createdAt: '2026-01-01T08:00:00.000Z',
    };
  }

  it('Save Weekly Review keeps the keyboard: on the button while saving and after a failure, in the first field once sent', async () => {
    // jsdom keeps the focus on a button turned off, where a browser drops it to the page's
    // body: the pressed button must stay enabled (aria-disabled) to keep it.
    let gate = deferred<FakeResponse>();
    network.on('POST /api/reflections', () => gate.promise);
    const { user } = await renderSignedIn(<DailyReflectionsPage />, {
      route: '/daily-reflections',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Accomplishments' }), 'Shipped.');
    focusOn(screen.getByRole('button', { name: 'Save Weekly Review' }));
    await user.keyboard('{Enter}');
    const pending = await screen.findByRole('button', { name: 'Saving...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toBeEnabled();
    expect(pending).toHaveFocus();
    await user.keyboard('{Enter}'); // sends nothing twice
    expect(network.callsTo('POST /api/reflections')).toHaveLength(1);
    gate.resolve({
      status: 503,
      body: { statusCode: 503, message: 'Unavailable', error: 'Unavailable' },
    });
    expect(await screen.findByText('Failed to save weekly review')).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Save Weekly Review' });
    expect(again).toHaveFocus();
    expect(again).not.toHaveAttribute('aria-disabled');

    gate = deferred<FakeResponse>();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveFocus();
    gate.resolve({ status: 201, body: review(1) });
    expect(await screen.findByText('Weekly review saved')).toBeInTheDocument();
    // The form is empty and Save is off: the keyboard goes to the first field.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Accomplishments' })).toHaveFocus(),
    );
    expect(screen.getByRole('textbox', { name: 'Accomplishments' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save Weekly Review' })).toBeDisabled();
  });

  // 'Show more' of the past reviews: weekly-paging.test.tsx.
});
