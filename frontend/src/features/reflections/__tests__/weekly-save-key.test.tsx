import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  type FakeNetwork,
} from '../../../shared/testing';
import { sessionApi } from '../../../shared/session';
import { configureAppStore } from '../../../shared/store';
import DailyReflectionsPage from '../pages/daily-reflections-page';

let network: FakeNetwork;
const DRAFT = `lodestar:${makeUser().id}:draft:weekly`;

beforeEach(() => {
  sessionStorage.clear(); // this tab's drafts
  network = installFakeNetwork({
    'GET /api/auth/user': { status: 200, body: makeUser({ timezone: 'America/New_York' }) },
    'GET /api/daily-reflections': (req) =>
      req.url.searchParams.has('date')
        ? { body: [] }
        : { body: { reflections: [], nextBefore: null } },
    'GET /api/reflections': { body: { reflections: [], nextBefore: null } },
  });
});

/** The server: stores each review, and answers the one a key and body stored before again. */
function storeOnce(loseFirstAnswer: boolean) {
  const stored = new Map<string, { id: string }>();
  let answered = 0;
  network.on('POST /api/reflections', (req) => {
    const id = `${req.headers.get('idempotency-key')}|${JSON.stringify(req.body)}`;
    const review = stored.get(id) ?? {
      ...(req.body as object),
      id: `w-${stored.size + 1}`,
      userId: 'u',
      date: '2026-11-28',
      createdAt: new Date().toISOString(),
    };
    stored.set(id, review);
    answered += 1;
    if (loseFirstAnswer && answered === 1) throw new TypeError('Failed to fetch'); // stored, the answer lost
    return { status: 201, body: review };
  });
  return stored;
}

const keysSent = () =>
  network.callsTo('POST /api/reflections').map((call) => call.headers.get('idempotency-key'));

/** The page for a signed-in user (the app shows it once the user is known); again, a reload. */
async function renderPage() {
  const store = configureAppStore();
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  return renderWithProviders(<DailyReflectionsPage />, { route: '/daily-reflections', store });
}

async function write(text: string) {
  const view = await renderPage();
  await view.user.type(await screen.findByRole('textbox', { name: 'Accomplishments' }), text);
  return view;
}

describe("the weekly review's Idempotency-Key is kept with its draft", () => {
  it('Save after a lost answer and a reload sends the same key: the review is stored once', async () => {
    const stored = storeOnce(true);
    const first = await write('Shipped it.');
    await first.user.click(screen.getByRole('button', { name: 'Save Weekly Review' }));
    expect(await screen.findByText('Failed to save weekly review')).toBeInTheDocument();
    cleanup(); // a reload (or another page and back): the form is made again from the tab's draft

    const second = await renderPage();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Accomplishments' })).toHaveValue('Shipped it.'),
    );
    await second.user.click(screen.getByRole('button', { name: 'Save Weekly Review' }));
    expect(await screen.findByText('Weekly review saved')).toBeInTheDocument();

    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(stored.size).toBe(1);
    // Sent, the draft and its key are gone: the next review is a review of its own.
    await waitFor(() => expect(sessionStorage.getItem(DRAFT)).toBeNull());
    await second.user.type(screen.getByRole('textbox', { name: 'Accomplishments' }), 'Next.');
    await second.user.click(screen.getByRole('button', { name: 'Save Weekly Review' }));
    await waitFor(() => expect(keysSent()).toHaveLength(3));
    expect(keysSent()[2]).not.toBe(keys[0]);
  });

  it('answers changed after the failed try go with a new key (they are another review)', async () => {
    storeOnce(true);
    const { user } = await write('Shipped it.');
    await user.click(screen.getByRole('button', { name: 'Save Weekly Review' }));
    expect(await screen.findByText('Failed to save weekly review')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Insights' }), 'Rest matters.');
    await user.click(screen.getByRole('button', { name: 'Save Weekly Review' }));
    expect(await screen.findByText('Weekly review saved')).toBeInTheDocument();
    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a save the server refused (4xx) leaves no key behind: the next Save is a save of its own', async () => {
    let calls = 0;
    network.on('POST /api/reflections', () => {
      calls += 1;
      return calls === 1
        ? { status: 400, body: { statusCode: 400, message: 'date must not be after today' } }
        : { status: 201, body: { id: 'w-1' } };
    });
    const { user } = await write('Shipped it.');
    await user.click(screen.getByRole('button', { name: 'Save Weekly Review' }));
    expect(await screen.findByText('date must not be after today')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DRAFT) ?? '{}')).toMatchObject({ pending: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Weekly Review' }));
    await waitFor(() => expect(keysSent()).toHaveLength(2));
    expect(keysSent()[1]).not.toBe(keysSent()[0]);
  });

  it('gives back a draft kept by the older version (the answers alone)', async () => {
    sessionStorage.setItem(DRAFT, JSON.stringify({ accomplishments: 'Kept.', insights: 'Too.' }));
    await renderPage();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Accomplishments' })).toHaveValue('Kept.'),
    );
    expect(screen.getByRole('textbox', { name: 'Insights' })).toHaveValue('Too.');
  });
});
