import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { installFakeNetwork, makeUser, renderWithProviders } from '../../../shared/testing';
import { calendarDateIn } from '../../../shared/lib/dates';
import { sessionApi } from '../../../shared/session';
import { configureAppStore } from '../../../shared/store';
import { formatDay } from '../model/journal';
import DailyReflectionsPage from '../pages/daily-reflections-page';

const today = calendarDateIn(new Date(), 'America/New_York');
const JOURNAL_DRAFT = `lodestar:${makeUser().id}:draft:journal`;

/** The calendar day `days` before `date` (yyyy-MM-dd). */
function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
const twoDaysAgo = daysBefore(today, 2);

const draft = (responses: Record<string, string>) => ({ responses, base: {}, baseVersion: null });

/** The tab's drafts as a reload finds them (what was typed before it, not saved). */
function keep(drafts: Record<string, ReturnType<typeof draft>>) {
  sessionStorage.setItem(JOURNAL_DRAFT, JSON.stringify(drafts));
}

beforeEach(() => {
  sessionStorage.clear();
  installFakeNetwork({
    'GET /api/auth/user': { status: 200, body: makeUser({ timezone: 'America/New_York' }) },
    'GET /api/daily-reflections': (req) =>
      req.url.searchParams.has('date')
        ? { body: [] }
        : { body: { reflections: [], nextBefore: null } },
    'GET /api/reflections': { body: { reflections: [], nextBefore: null } },
  });
});

/** The page for a signed-in user (the app shows it once the user is known), as a reload makes it. */
async function renderPage() {
  const store = configureAppStore();
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  return renderWithProviders(<DailyReflectionsPage />, { route: '/daily-reflections', store });
}
const drafts = () => screen.queryByRole('list', { name: /^Unsaved drafts?:$/ });

describe('drafts of other sessions, after a reload', () => {
  it("names them above today's morning, newest first, and each button opens its session", async () => {
    keep({
      [`${twoDaysAgo}|morning`]: draft({ morning_intention: 'Old morning.' }),
      [`${today}|evening`]: draft({ evening_accomplishment: 'Evening words.' }),
    });
    const { user } = await renderPage();
    expect(await screen.findByLabelText('What is my intention for today?')).toHaveValue('');

    const list = await screen.findByRole('list', { name: 'Unsaved drafts:' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      `Evening, ${formatDay(today)}`,
      `Morning, ${formatDay(twoDaysAgo)}`,
    ]);

    await user.click(buttons[0]);
    expect(await screen.findByLabelText('What did I accomplish today?')).toHaveValue(
      'Evening words.',
    );
    expect(screen.getByRole('heading', { name: 'Evening Reflection' })).toHaveFocus();
    // The one shown is no longer listed; the other still is.
    expect(
      within(screen.getByRole('list', { name: 'Unsaved draft:' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([`Morning, ${formatDay(twoDaysAgo)}`]);

    await user.click(screen.getByRole('button', { name: `Morning, ${formatDay(twoDaysAgo)}` }));
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveValue(twoDaysAgo));
    expect(await screen.findByLabelText('What is my intention for today?')).toHaveValue(
      'Old morning.',
    );
    expect(
      within(screen.getByRole('list', { name: 'Unsaved draft:' })).getByRole('button'),
    ).toHaveAccessibleName(`Evening, ${formatDay(today)}`);
  });

  it('says nothing when the only draft is the session shown', async () => {
    keep({ [`${today}|morning`]: draft({ morning_intention: 'Here.' }) });
    await renderPage();
    expect(await screen.findByLabelText('What is my intention for today?')).toHaveValue('Here.');
    expect(drafts()).not.toBeInTheDocument();
  });
});
