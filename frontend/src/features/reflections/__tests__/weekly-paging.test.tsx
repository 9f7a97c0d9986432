import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  deferred,
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  type FakeNetwork,
  type FakeRequest,
  type FakeResponse,
} from '../../../shared/testing';
import { calendarDateIn } from '../../../shared/lib/dates';
import DailyReflectionsPage from '../pages/daily-reflections-page';
import { compareWeekly, type WeeklyReflection } from '../model/weekly';

let network: FakeNetwork;
const today = calendarDateIn(new Date(), 'America/New_York');

/** The calendar day `days` before `date` (yyyy-MM-dd). */
function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The review of the week `n` weeks ago. */
function review(n: number, over: Partial<WeeklyReflection> = {}): WeeklyReflection {
  const date = daysBefore(today, 7 * n);
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: 'u',
    type: 'weekly',
    accomplishments: `Week ${n} done.`,
    challenges: null,
    nextWeek: null,
    insights: null,
    date,
    createdAt: `${date}T20:00:00.000Z`,
    ...over,
  };
}

const cursorOf = (r: WeeklyReflection) => `${r.date}_${r.createdAt}_${r.id}`;

/** The server's GET /api/reflections over `stored`: pages only (the client asks for pages). */
function answerPages(stored: () => WeeklyReflection[]) {
  return (req: FakeRequest): FakeResponse => {
    const all = [...stored()].sort(compareWeekly);
    const limit = Number(req.url.searchParams.get('limit'));
    if (!limit) return { status: 400, body: { statusCode: 400, message: 'the test wants pages' } };
    const before = req.url.searchParams.get('before');
    let start = 0;
    if (before) {
      const [date, createdAt, id] = before.split('_');
      start = all.findIndex((r) => compareWeekly({ date, createdAt, id }, r) < 0);
      if (start < 0) start = all.length;
    }
    const reflections = all.slice(start, start + limit);
    const last = reflections.at(-1);
    const more = start + limit < all.length;
    return { body: { reflections, nextBefore: more && last ? cursorOf(last) : null } };
  };
}

/** 14 reviews, one a week before this one. */
const HISTORY = Array.from({ length: 14 }, (_, i) => review(i + 1));

const reads = () => network.callsTo('GET /api/reflections');

beforeEach(() => {
  sessionStorage.clear();
  network = installFakeNetwork({
    'GET /api/auth/user': { status: 200, body: makeUser({ timezone: 'America/New_York' }) },
    'GET /api/daily-reflections': (req) =>
      req.url.searchParams.has('date')
        ? { body: [] }
        : { body: { reflections: [], nextBefore: null } },
    'GET /api/reflections': answerPages(() => HISTORY),
  });
});

/** Puts the keyboard on `element`, as Tab would. */
const focusOn = (element: HTMLElement) => act(() => element.focus());

const past = () => within(screen.getByRole('region', { name: 'Past reviews' }));
const items = () => past().getAllByRole('listitem');

describe('the past weekly reviews, page by page', () => {
  it("reads only the newest 10; 'Show more' reads the next page and hands the keyboard to its first review", async () => {
    const { user } = renderWithProviders(<DailyReflectionsPage />, { route: '/daily-reflections' });
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(reads().map((c) => c.url.search)).toEqual(['?limit=10']);
    expect(items()[0]).toHaveAccessibleName(/^Week review/);
    expect(items()[0]).toHaveTextContent('Week 1 done.');

    focusOn(past().getByRole('button', { name: 'Show more' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(items()).toHaveLength(14));
    expect(reads().map((c) => c.url.searchParams.get('before'))).toEqual([
      null,
      cursorOf(HISTORY[9]),
    ]);
    expect(reads()[1].url.searchParams.get('limit')).toBe('10');
    // The last page: the button has gone, and the keyboard is on the first review it showed.
    expect(past().queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await waitFor(() => expect(items()[10]).toHaveFocus());
    expect(items()[10]).toHaveTextContent('Week 11 done.');
  });

  it("keeps the keyboard on 'Show more' while the page is on its way, and says so when it fails", async () => {
    const gate = deferred<FakeResponse>();
    const pages = answerPages(() => HISTORY);
    network.on('GET /api/reflections', (req) =>
      req.url.searchParams.has('before') ? gate.promise : pages(req),
    );
    const { user } = renderWithProviders(<DailyReflectionsPage />, { route: '/daily-reflections' });
    await waitFor(() => expect(items()).toHaveLength(10));
    focusOn(past().getByRole('button', { name: 'Show more' }));
    await user.keyboard('{Enter}');
    const loading = await past().findByRole('button', { name: 'Loading...' });
    expect(loading).toHaveFocus();
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}'); // reads nothing twice
    expect(reads()).toHaveLength(2);
    gate.resolve({ status: 503, body: { statusCode: 503, message: 'Unavailable' } });
    expect(await past().findByRole('alert')).toHaveTextContent('More reviews could not be loaded.');
    // What was read stays, and the button is there to try again.
    expect(items()).toHaveLength(10);
    expect(past().getByRole('button', { name: 'Show more' })).toHaveFocus();
  });

  it('puts a saved review first in the pages read, without reading the reviews again', async () => {
    let stored = [...HISTORY];
    network.on(
      'GET /api/reflections',
      answerPages(() => stored),
    );
    network.on('POST /api/reflections', (req) => {
      const saved = review(0, {
        id: 'ffffffff-0000-4000-8000-000000000000',
        accomplishments: (req.body as { accomplishments: string }).accomplishments,
        createdAt: new Date().toISOString(),
      });
      stored = [...stored, saved];
      return { status: 201, body: saved };
    });
    const { user } = renderWithProviders(<DailyReflectionsPage />, { route: '/daily-reflections' });
    await waitFor(() => expect(items()).toHaveLength(10));
    await user.click(past().getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(items()).toHaveLength(14));

    await user.type(screen.getByRole('textbox', { name: 'Accomplishments' }), 'This week.');
    await user.click(screen.getByRole('button', { name: 'Save Weekly Review' }));
    expect(await screen.findByText('Weekly review saved')).toBeInTheDocument();
    await waitFor(() => expect(items()[0]).toHaveTextContent('This week.'));
    expect(items()).toHaveLength(15);
    expect(items()[1]).toHaveTextContent('Week 1 done.');
    // Two reads in all (the two pages): the save read nothing again.
    expect(reads()).toHaveLength(2);
  });

  it('keeps a review saved while a page of past reviews is on its way', async () => {
    let stored = [...HISTORY];
    const pages = answerPages(() => stored);
    const gate = deferred<FakeResponse>();
    let waiting: FakeRequest | null = null;
    network.on('GET /api/reflections', (req) => {
      if (!req.url.searchParams.has('before')) return pages(req);
      waiting = req;
      return gate.promise;
    });
    network.on('POST /api/reflections', (req) => {
      const saved = review(0, {
        id: 'ffffffff-0000-4000-8000-000000000000',
        accomplishments: (req.body as { accomplishments: string }).accomplishments,
        createdAt: new Date().toISOString(),
      });
      stored = [...stored, saved];
      return { status: 201, body: saved };
    });
    const { user } = renderWithProviders(<DailyReflectionsPage />, { route: '/daily-reflections' });
    await waitFor(() => expect(items()).toHaveLength(10));
    await user.click(past().getByRole('button', { name: 'Show more' }));
    await past().findByRole('button', { name: 'Loading...' });

    await user.type(screen.getByRole('textbox', { name: 'Accomplishments' }), 'This week.');
    await user.click(screen.getByRole('button', { name: 'Save Weekly Review' }));
    expect(await screen.findByText('Weekly review saved')).toBeInTheDocument();
    await waitFor(() => expect(items()[0]).toHaveTextContent('This week.'));
    // The page asked for before the save lands: built on the pages it started from, it
    // took the saved review out of the list until the next read.
    expect(waiting).not.toBeNull();
    gate.resolve(pages(waiting!));
    await waitFor(() => expect(items()).toHaveLength(15));
    expect(items()[0]).toHaveTextContent('This week.');
    expect(items()[14]).toHaveTextContent('Week 14 done.');
  });

  it('shows the first review of someone who had none, without reading the reviews again', async () => {
    network.on(
      'GET /api/reflections',
      answerPages(() => []),
    );
    network.on('POST /api/reflections', () => ({
      status: 201,
      body: review(0, { id: 'ffffffff-0000-4000-8000-000000000000', accomplishments: 'First.' }),
    }));
    const { user } = renderWithProviders(<DailyReflectionsPage />, { route: '/daily-reflections' });
    await waitFor(() => expect(reads()).toHaveLength(1));
    await user.type(await screen.findByRole('textbox', { name: 'Accomplishments' }), 'First.');
    await user.click(screen.getByRole('button', { name: 'Save Weekly Review' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('First.');
    expect(reads()).toHaveLength(1);
  });
});
