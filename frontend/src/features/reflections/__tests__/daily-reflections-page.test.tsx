import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { reflectionSaved } from '../../../shared/events';
import { forgetTabDrafts } from '../../../shared/lib/tab-drafts';
import type { ListenerRegistration } from '../../../shared/store';
import {
  deferred,
  installFakeNetwork,
  makeUser,
  renderSignedIn,
  type FakeNetwork,
} from '../../../shared/testing';
import DailyReflectionsPage from '../pages/daily-reflections-page';
import { calendarDateIn } from '../../../shared/lib/dates';

let network: FakeNetwork;
const today = calendarDateIn(new Date(), 'America/New_York');

beforeEach(() => {
  sessionStorage.clear(); // this tab's drafts
  network = installFakeNetwork({
    'GET /api/auth/user': { status: 200, body: makeUser({ timezone: 'America/New_York' }) },
    'GET /api/daily-reflections': { status: 200, body: [] },
    'GET /api/reflections': { status: 200, body: [] },
  });
});

function stored(over: Record<string, unknown> = {}) {
  return {
    id: 'r-1',
    userId: 'u',
    reflectionDate: today,
    timeOfDay: 'morning',
    responses: { morning_intention: 'Focus.' },
    version: 3,
    createdAt: '2026-01-01T08:00:00.000Z',
    updatedAt: '2026-01-01T08:00:00.000Z',
    ...over,
  };
}

/** The calendar day after `date` (yyyy-MM-dd). */
function dayAfter(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function renderPage(route = '/daily-reflections') {
  const seen: unknown[] = [];
  const capture: ListenerRegistration = (startListening) =>
    startListening({
      actionCreator: reflectionSaved,
      effect: (action) => void seen.push(action.payload),
    });
  const view = await renderSignedIn(<DailyReflectionsPage />, {
    route,
    listeners: [capture],
  });
  return { ...view, seen };
}

/** The `count`-th PUT of reflection r-1 was sent, with this If-Match and these answers. */
async function expectUpdate(count: number, ifMatch: string, responses: Record<string, string>) {
  await waitFor(() =>
    expect(network.callsTo('PUT /api/daily-reflections/r-1')).toHaveLength(count),
  );
  const put = network.callsTo('PUT /api/daily-reflections/r-1')[count - 1];
  expect(put.headers.get('if-match')).toBe(ifMatch);
  expect((put.body as { responses: object }).responses).toEqual(responses);
}

describe('daily reflections page', () => {
  it("asks the five morning questions for today, and the evening's on the toggle", async () => {
    const { user } = await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Daily Reflection Journal' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    expect(await screen.findByLabelText('What is my intention for today?')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /\?$/ })).toHaveLength(5);
    expect(
      screen.getByText(/For this one virtue \[gratitude\] is not only the greatest/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Reflection' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Evening' }));
    expect(screen.getByRole('heading', { name: 'Evening Reflection' })).toBeInTheDocument();
    expect(screen.getByLabelText('What did I accomplish today?')).toBeInTheDocument();
    expect(screen.queryByLabelText('What is my intention for today?')).not.toBeInTheDocument();
  });

  it('creates the session, shows the XP popup and announces reflectionSaved', async () => {
    network.on('POST /api/daily-reflections', (req) => ({
      status: 201,
      body: {
        ...stored({ responses: (req.body as { responses: object }).responses }),
        xpAwarded: 40,
        achievements: [
          {
            id: 'first_reflection',
            title: 'First Reflection',
            description: 'You wrote your first reflection.',
            xpReward: 25,
            tier: 'common',
          },
        ],
      },
    }));
    const { user, seen } = await renderPage();
    await user.type(await screen.findByLabelText('What is my intention for today?'), 'Focus.');
    await user.click(screen.getByRole('button', { name: 'Save Reflection' }));

    const popup = await screen.findByRole('dialog', { name: 'Reflection saved!' });
    expect(popup).toHaveTextContent('+40 XP');
    expect(popup).toHaveTextContent('First Reflection');
    expect(network.callsTo('POST /api/daily-reflections')[0].body).toEqual({
      reflectionDate: today,
      timeOfDay: 'morning',
      responses: { morning_intention: 'Focus.' },
    });
    expect(seen).toEqual([
      { reflectionId: 'r-1', reflectionDate: today, timeOfDay: 'morning', xpAwarded: 40 },
    ]);
    await user.click(within(popup).getByRole('button', { name: 'Continue Your Journey' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Save again after a lost answer sends the same Idempotency-Key and shows the session saved, not a conflict', async () => {
    let calls = 0;
    network.on('POST /api/daily-reflections', (req) => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch'); // stored, but the answer never came
      return {
        status: 201,
        // The server's replay: the session the first try stored, paid for then.
        body: {
          ...stored({ responses: (req.body as { responses: object }).responses }),
          xpAwarded: 0,
          achievements: [],
        },
      };
    });
    const { user, seen } = await renderPage();
    await user.type(await screen.findByLabelText('What is my intention for today?'), 'Focus.');
    await user.click(screen.getByRole('button', { name: 'Save Reflection' }));
    expect(await screen.findByText('Failed to save reflection')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Reflection' }));

    expect(await screen.findByText('Reflection saved')).toBeInTheDocument();
    expect(screen.queryByText(/another tab/)).not.toBeInTheDocument();
    // Nothing was earned by this answer: no "+0 XP" popup.
    expect(screen.queryByRole('dialog', { name: 'Reflection saved!' })).not.toBeInTheDocument();
    const keys = network
      .callsTo('POST /api/daily-reflections')
      .map((call) => call.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(seen).toEqual([
      { reflectionId: 'r-1', reflectionDate: today, timeOfDay: 'morning', xpAwarded: 0 },
    ]);
  });

  it('a save whose answer was lost and the session then read again shows it saved, not "Changes not saved yet."', async () => {
    let storedHere: ReturnType<typeof stored> | null = null;
    network.on('POST /api/daily-reflections', (req) => {
      storedHere = stored({ responses: (req.body as { responses: object }).responses, version: 1 });
      throw new TypeError('Failed to fetch'); // stored, but the answer never came
    });
    network.on('GET /api/daily-reflections', () => ({
      status: 200,
      body: storedHere ? [storedHere] : [],
    }));
    const { user } = await renderPage();
    await user.type(await screen.findByLabelText('What is my intention for today?'), 'Focus.');
    await user.click(screen.getByRole('button', { name: 'Save Reflection' }));
    expect(await screen.findByText('Failed to save reflection')).toBeInTheDocument();
    // The failed create read the day again: the session is there, with these very words.
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Reflection' })).toBeInTheDocument();
    expect(screen.getByLabelText('What is my intention for today?')).toHaveValue('Focus.');
    await waitFor(() =>
      expect(screen.queryByText('Changes not saved yet.')).not.toBeInTheDocument(),
    );
    expect(sessionStorage.length).toBe(0); // no draft left to ask about on leaving
  });

  it('takes no typing while a save is on its way, so nothing typed then is dropped with the draft', async () => {
    const gate = deferred<{ status: number; body: unknown }>();
    network.on('POST /api/daily-reflections', () => gate.promise);
    const { user } = await renderPage();
    const intention = await screen.findByLabelText('What is my intention for today?');
    await user.type(intention, 'Focus.');
    await user.click(screen.getByRole('button', { name: 'Save Reflection' }));
    await waitFor(() => expect(intention).toBeDisabled());
    const session = within(intention.closest('form')!);
    const answers = session.getAllByRole('textbox');
    expect(answers).toHaveLength(5);
    for (const field of answers) expect(field).toBeDisabled();
    gate.resolve({
      status: 201,
      body: {
        ...stored({ responses: { morning_intention: 'Focus.' } }),
        xpAwarded: 10,
        achievements: [],
      },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('What is my intention for today?')).toBeEnabled(),
    );
  });

  it('takes no typing in the weekly review while its save is on its way', async () => {
    const gate = deferred<{ status: number; body: unknown }>();
    network.on('POST /api/reflections', () => gate.promise);
    const { user } = await renderPage();
    const field = await screen.findByRole('textbox', { name: 'Accomplishments' });
    await user.type(field, 'Shipped it.');
    await user.click(screen.getByRole('button', { name: 'Save Weekly Review' }));
    await waitFor(() => expect(field).toBeDisabled());
    gate.resolve({ status: 201, body: { id: 'w-1', accomplishments: 'Shipped it.' } });
    await waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveValue('');
  });

  it("shows a saved session as 'Completed' and updates it with PUT, without a popup", async () => {
    network.on('GET /api/daily-reflections', (req) => ({
      status: 200,
      body: req.url.searchParams.get('date') === today ? [stored()] : [stored()],
    }));
    network.on('PUT /api/daily-reflections/r-1', (req) => ({
      status: 200,
      body: stored({ responses: (req.body as { responses: object }).responses }),
    }));
    const { user, seen } = await renderPage();
    const intention = await screen.findByLabelText('What is my intention for today?');
    await waitFor(() => expect(intention).toHaveValue('Focus.'));
    expect(screen.getByText('Completed')).toBeInTheDocument();
    await user.type(intention, ' Breathe.');
    await user.click(screen.getByRole('button', { name: 'Update Reflection' }));
    expect(await screen.findByText('Reflection updated')).toBeInTheDocument();
    expect(network.callsTo('PUT /api/daily-reflections/r-1')[0].body).toEqual({
      reflectionDate: today,
      timeOfDay: 'morning',
      responses: { morning_intention: 'Focus. Breathe.' },
    });
    // The version it was read at goes with it (another tab's save since answers 412).
    expect(network.callsTo('PUT /api/daily-reflections/r-1')[0].headers.get('if-match')).toBe(
      '"3"',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it("lists past reflections with their first 2 responses and '+N more responses'", async () => {
    network.on('GET /api/daily-reflections', (req) => ({
      status: 200,
      body: req.url.searchParams.has('date')
        ? []
        : {
            reflections: [
              stored({
                id: 'old',
                reflectionDate: '2025-03-04',
                responses: {
                  morning_intention: 'Be patient.',
                  morning_character: 'Kind.',
                  morning_activity: 'Walk.',
                  morning_gratitude: 'Sunshine.',
                },
              }),
            ],
            nextBefore: null,
          },
    }));
    await renderPage();
    const entry = await screen.findByRole('listitem', { name: 'Morning reflection, Mar 4, 2025' });
    expect(entry).toHaveTextContent('Be patient.');
    expect(entry).toHaveTextContent('Kind.');
    expect(entry).not.toHaveTextContent('Walk.');
    expect(entry).toHaveTextContent('+2 more responses');
  });

  it('shows the server message when a save fails', async () => {
    network.on('POST /api/daily-reflections', {
      status: 400,
      body: {
        statusCode: 400,
        message: ['responses.morning_intention must be shorter than or equal to 5000 characters'],
        error: 'Bad Request',
      },
    });
    const { user } = await renderPage();
    await user.type(await screen.findByLabelText('What is my intention for today?'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Reflection' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save reflection');
    expect(alert).toHaveTextContent('responses.morning_intention must be shorter');
    expect(screen.getByLabelText('What is my intention for today?')).toHaveValue('x');
  });

  it("a session saved meanwhile in another tab (409): both tabs' answers are shown, then saved", async () => {
    let savedElsewhere = false;
    network.on('GET /api/daily-reflections', () => ({
      status: 200,
      body: savedElsewhere
        ? [stored({ version: 1, responses: { morning_intention: 'B wrote this.' } })]
        : [],
    }));
    network.on('POST /api/daily-reflections', () => {
      savedElsewhere = true;
      return {
        status: 409,
        body: { statusCode: 409, message: 'Already exists', error: 'Conflict' },
      };
    });
    network.on('PUT /api/daily-reflections/r-1', (req) => ({
      status: 200,
      body: stored({ version: 2, responses: (req.body as { responses: object }).responses }),
    }));
    const { user } = await renderPage();
    await user.type(await screen.findByLabelText('Who do I want to be today?'), 'A wrote this.');
    await user.click(screen.getByRole('button', { name: 'Save Reflection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Changed elsewhere');
    const update = await screen.findByRole('button', { name: 'Update Reflection' });
    expect(screen.getByLabelText('What is my intention for today?')).toHaveValue('B wrote this.');
    expect(screen.getByLabelText('Who do I want to be today?')).toHaveValue('A wrote this.');
    await user.click(update);
    await expectUpdate(1, '"1"', {
      morning_intention: 'B wrote this.',
      morning_character: 'A wrote this.',
    });
  });

  it('an update that meets a newer version (412) keeps both sides and sends the newer version', async () => {
    let version = 3;
    network.on('GET /api/daily-reflections', () => ({
      status: 200,
      body: [
        stored(
          version === 3
            ? {}
            : { version, responses: { morning_intention: 'Focus.', morning_character: 'Kind.' } },
        ),
      ],
    }));
    network.on('PUT /api/daily-reflections/r-1', (req) => {
      if (req.headers.get('if-match') === '"3"') {
        version = 4; // another tab saved an answer meanwhile
        return {
          status: 412,
          body: { statusCode: 412, message: 'Changed elsewhere', error: 'Precondition Failed' },
        };
      }
      return {
        status: 200,
        body: stored({ version: 5, responses: (req.body as { responses: object }).responses }),
      };
    });
    const { user } = await renderPage();
    const intention = await screen.findByLabelText('What is my intention for today?');
    await waitFor(() => expect(intention).toHaveValue('Focus.'));
    await user.type(
      screen.getByLabelText('Which actions will move me toward my goals today?'),
      'Write.',
    );
    await user.click(screen.getByRole('button', { name: 'Update Reflection' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Who do I want to be today?')).toHaveValue('Kind.'),
    );
    expect(screen.getByLabelText('Which actions will move me toward my goals today?')).toHaveValue(
      'Write.',
    );
    await user.click(screen.getByRole('button', { name: 'Update Reflection' }));
    await expectUpdate(2, '"4"', {
      morning_intention: 'Focus.',
      morning_character: 'Kind.',
      morning_activity: 'Write.',
    });
  });

  it('refuses a future date', async () => {
    const { user } = await renderPage();
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    expect(await screen.findByText('Pick today or an earlier date.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What is my intention for today?'), 'x');
    expect(screen.getByRole('button', { name: 'Save Reflection' })).toBeDisabled();
  });

  it('takes no answers while the date is not a date, so none are kept under no date', async () => {
    const { user } = await renderPage();
    await user.type(await screen.findByLabelText('What is my intention for today?'), 'Today.');
    const date = screen.getByLabelText('Date');
    await user.clear(date); // the field cleared, or 02/30 typed: the input says ''
    expect(await screen.findByText('Pick a date.')).toBeInTheDocument();
    const questions = screen.getAllByRole('textbox', { name: /\?$/ });
    expect(questions).toHaveLength(5);
    for (const question of questions) expect(question).toBeDisabled();
    await user.type(questions[0], 'Lost?');
    expect(questions[0]).toHaveValue('');
    expect(screen.queryByText('Not saved yet.')).not.toBeInTheDocument();

    await user.type(date, today);
    const intention = screen.getByLabelText('What is my intention for today?');
    await waitFor(() => expect(intention).toBeEnabled());
    expect(intention).toHaveValue('Today.');
    const kept = Object.keys(sessionStorage).filter((k) => k.endsWith(':draft:journal'));
    expect(Object.keys(JSON.parse(sessionStorage.getItem(kept[0])!))).toEqual([`${today}|morning`]);
  });

  it('forgets a draft kept under no date (it could never be saved) instead of asking on close', async () => {
    sessionStorage.setItem(
      `lodestar:${makeUser().id}:draft:journal`,
      JSON.stringify({
        '|morning': { responses: { morning_intention: 'Stranded.' }, base: {}, baseVersion: null },
      }),
    );
    await renderPage();
    expect(await screen.findByLabelText('What is my intention for today?')).toHaveValue('');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
  });

  it('says so while the past weekly reviews load, and when they cannot be read', async () => {
    const gate = deferred<{ status: number; body: unknown }>();
    network.on('GET /api/reflections', () => gate.promise);
    await renderPage();
    const past = within(await screen.findByRole('region', { name: 'Past reviews' }));
    expect(past.getByLabelText('Loading past reviews')).toBeInTheDocument();
    gate.resolve({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    expect(await past.findByText('Your past reviews could not be loaded.')).toBeInTheDocument();
    expect(past.queryByLabelText('Loading past reviews')).not.toBeInTheDocument();
  });

  it('shows no past reviews, once read, to someone who has written none', async () => {
    const gate = deferred<{ status: number; body: unknown }>();
    network.on('GET /api/reflections', () => gate.promise);
    await renderPage();
    expect(await screen.findByLabelText('Loading past reviews')).toBeInTheDocument();
    gate.resolve({ status: 200, body: [] });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Past reviews' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('opens a saved reflection dated after today (written before a move west) and updates it, keeping its date', async () => {
    const tomorrow = dayAfter(today);
    network.on('GET /api/daily-reflections', (req) => ({
      status: 200,
      body:
        req.url.searchParams.get('date') === today
          ? []
          : [stored({ reflectionDate: tomorrow, responses: { morning_intention: 'Land well.' } })],
    }));
    network.on('PUT /api/daily-reflections/r-1', (req) => ({
      status: 200,
      body: stored({
        reflectionDate: tomorrow,
        responses: (req.body as { responses: object }).responses,
      }),
    }));
    const { user } = await renderPage();
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, tomorrow);
    const intention = await screen.findByLabelText('What is my intention for today?');
    // Its answers, not five empty questions and a refusal (QA 2026-11-29).
    await waitFor(() => expect(intention).toHaveValue('Land well.'));
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByText('Pick today or an earlier date.')).not.toBeInTheDocument();
    await user.type(intention, ' Rest.');
    await user.click(screen.getByRole('button', { name: 'Update Reflection' }));
    expect(await screen.findByText('Reflection updated')).toBeInTheDocument();
    expect(network.callsTo('PUT /api/daily-reflections/r-1')[0].body).toMatchObject({
      reflectionDate: tomorrow,
      responses: { morning_intention: 'Land well. Rest.' },
    });
    // Its other session, never written, is still refused for that date.
    await user.click(screen.getByRole('button', { name: 'Evening' }));
    expect(await screen.findByText('Pick today or an earlier date.')).toBeInTheDocument();
  });

  it("opens today's evening session from a link that names it (the bell's reminder)", async () => {
    await renderPage('/daily-reflections?session=evening');
    expect(await screen.findByRole('heading', { name: 'Evening Reflection' })).toBeInTheDocument();
    expect(screen.getByLabelText('What did I accomplish today?')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(today);
  });

  it('deletes a saved session after asking, and the form is empty again', async () => {
    let list = [stored()];
    network.on('GET /api/daily-reflections', () => ({ status: 200, body: list }));
    network.on('DELETE /api/daily-reflections/r-1', () => {
      list = [];
      return { status: 204 };
    });
    const { user } = await renderPage();
    const intention = await screen.findByLabelText('What is my intention for today?');
    await waitFor(() => expect(intention).toHaveValue('Focus.'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this reflection?' });
    expect(ask).toHaveTextContent(/Delete your morning reflection of .*2\d{3}\?/);
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(network.callsTo('DELETE /api/daily-reflections/r-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete this reflection?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reflection deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('What is my intention for today?')).toHaveValue(''),
    );
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('What is my intention for today?')).toHaveFocus(),
    );
  });

  it('keeps unsaved answers for the tab: leaving the page or a reload gives them back', async () => {
    const first = await renderPage();
    await first.user.type(
      await screen.findByLabelText('What is my intention for today?'),
      'Call my sister',
    );
    await first.user.type(screen.getByLabelText('Accomplishments'), 'Ran 10 km');
    cleanup(); // another page, or a reload: the form is made again

    const second = await renderPage();
    expect(await screen.findByLabelText('What is my intention for today?')).toHaveValue(
      'Call my sister',
    );
    expect(screen.getByLabelText('Accomplishments')).toHaveValue('Ran 10 km');
    // Closing the tab would lose them: the browser asks first.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    // Saved, the session's draft is gone (the weekly review's, not sent, stays).
    network.on('POST /api/daily-reflections', (req) => ({
      status: 201,
      body: {
        ...stored({ responses: (req.body as { responses: object }).responses }),
        xpAwarded: 10,
        achievements: [],
      },
    }));
    await second.user.click(screen.getByRole('button', { name: 'Save Reflection' }));
    const popup = await screen.findByRole('dialog', { name: 'Reflection saved!' });
    await second.user.click(within(popup).getByRole('button', { name: 'Continue Your Journey' }));
    await waitFor(() =>
      expect(Object.keys(sessionStorage).filter((k) => k.endsWith(':draft:journal'))).toEqual([]),
    );
    expect(Object.keys(sessionStorage).filter((k) => k.endsWith(':draft:weekly'))).toHaveLength(1);

    forgetTabDrafts(); // signing out
    expect(Object.keys(sessionStorage).filter((k) => k.includes(':draft:'))).toEqual([]);
  });

  it("says so when the day's reflections cannot be read, and holds Save until they can", async () => {
    let fail = true;
    network.on('GET /api/daily-reflections', () =>
      fail
        ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } }
        : { status: 200, body: [stored()] },
    );
    const { user } = await renderPage();
    expect(
      await screen.findByText(/This day's reflections could not be loaded/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('What is my intention for today?')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Reflection' })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('What is my intention for today?')).toHaveValue('Focus.');
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });
});
