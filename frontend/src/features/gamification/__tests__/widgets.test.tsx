import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { useState } from 'react';
import { goalCompleted, goalCreated, goalsCreated } from '../../../shared/events';
import { sessionApi } from '../../../shared/session';
import {
  deferred,
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  signedInAs,
  type FakeNetwork,
  type FakeResponse,
} from '../../../shared/testing';
import { goalCompletedEvent, goalCreatedEvent } from '../model/activity-log';
import { gamificationSlice } from '../model/gamification-slice';
import { registerGamificationListeners } from '../model/listeners';
import { gamificationStorageKey } from '../model/storage';
import AchievementLayer from '../components/achievement-layer';
import { celebrationHeadline, spokenCelebration } from '../components/celebration-overlay';
import DailyInspirationCard from '../components/daily-inspiration-card';
import LoginStreakCard from '../components/login-streak-card';
import YourProgressCard from '../components/your-progress-card';

const USER = makeUser({ id: 'u1', timezone: 'UTC' });
let network: FakeNetwork;

beforeEach(() => {
  network = installFakeNetwork({
    ...signedInAs(USER),
    'GET /api/gamification/events': { body: { events: [] } },
    'POST /api/gamification/events': (req) => ({ body: req.body as object }),
  });
});

const engine = { slices: [gamificationSlice], listeners: [registerGamificationListeners] };

function renderSignedIn(ui: React.ReactElement) {
  const view = renderWithProviders(ui, engine);
  view.store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  return view;
}

describe('Your Progress card', () => {
  it('shows a skeleton until the player is loaded', () => {
    renderWithProviders(<YourProgressCard />, engine);
    expect(screen.getByRole('heading', { name: 'Your Progress' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading your progress')).toBeInTheDocument();
  });

  it('starts a new player at level 1 with zero tiles and no achievements', async () => {
    renderSignedIn(<YourProgressCard />);
    expect(await screen.findByText('Level 1')).toBeInTheDocument();
    expect(screen.getByText('0 / 100 XP')).toBeInTheDocument();
    expect(screen.getByText('Keep Going!')).toBeInTheDocument();
    const tiles = within(screen.getByRole('region', { name: 'Your Progress' }));
    for (const label of ['Goals Created', 'Goals Completed', 'Day Streak', 'Total XP']) {
      expect(tiles.getByText(label)).toBeInTheDocument();
    }
    expect(screen.queryByText(/Unlocked/)).not.toBeInTheDocument();
  });

  it("does not pass zeros off as the player's figures when the server's log cannot be read", async () => {
    network.on('GET /api/gamification/events', {
      status: 500,
      body: { statusCode: 500, message: 'Internal server error' },
    });
    renderSignedIn(<YourProgressCard />);
    expect(
      await screen.findByText(/Your points could not be read from the server yet/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Create your first goal/)).not.toBeInTheDocument();
  });

  it('counts the reflection achievements the server awarded with the goal ones', async () => {
    const now = new Date().toISOString();
    window.localStorage.setItem(
      gamificationStorageKey('u1'),
      JSON.stringify({
        log: [
          { id: 'reflection:r1', type: 'reflection', points: 70, occurredAt: now, goalId: null },
        ],
        serverIds: [],
      }),
    );
    const earned = (id: string, title: string, tier: string) => ({
      id,
      title,
      description: `${title}, earned`,
      xpReward: 25,
      tier,
      awardedAt: now,
    });
    network.on('GET /api/daily-reflections/achievements', {
      body: [
        earned('first_reflection', 'First Reflection', 'common'),
        earned('full_day', 'Full Day', 'common'),
      ],
    });
    renderSignedIn(<YourProgressCard />);
    // No goal yet, and still two achievements: not "Create your first goal...".
    expect(await screen.findByText('2 Achievements Unlocked')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Achievements' }));
    expect(list.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'First Reflection',
      'Full Day',
    ]);
    expect(screen.queryByText(/Create your first goal/)).not.toBeInTheDocument();
  });

  it('shows the saved figures, and updates when a goal is created', async () => {
    const now = new Date().toISOString();
    window.localStorage.setItem(
      gamificationStorageKey('u1'),
      JSON.stringify({
        log: [goalCreatedEvent('a', now), goalCreatedEvent('b', now), goalCompletedEvent('a', now)],
        serverIds: [],
      }),
    );
    const { store } = renderSignedIn(<YourProgressCard />);
    // 2 x 25 + 100 + Goal Setter 50 + First Victory 100 = 300: level 3.
    expect(await screen.findByText('Level 3')).toBeInTheDocument();
    expect(screen.getByText('0 / 300 XP')).toBeInTheDocument();
    expect(screen.getByText('2 Achievements Unlocked')).toBeInTheDocument();
    expect(screen.getByText('Keep up the great work!')).toBeInTheDocument();
    const total = screen.getByText('Total XP').closest('div')!;
    expect(within(total).getByText('300')).toBeInTheDocument();
    act(() => {
      store.dispatch(goalCreated({ goalId: 'c', title: 'New' }));
    });
    expect(
      within(screen.getByText('Total XP').closest('div')!).getByText('325'),
    ).toBeInTheDocument();
  });
});

describe('Your Progress card: achievement badges', () => {
  it('gives a screen reader what the tooltip shows: the description and the points', async () => {
    const now = new Date().toISOString();
    window.localStorage.setItem(
      gamificationStorageKey('u1'),
      JSON.stringify({ log: [goalCreatedEvent('a', now)], serverIds: [] }),
    );
    renderSignedIn(<YourProgressCard />);
    const list = within(await screen.findByRole('list', { name: 'Achievements' }));
    const badge = list.getByRole('listitem', { name: 'Goal Setter' });
    // It said "Goal Setter" alone; the tooltip's words were not tied to it.
    expect(badge).toHaveAccessibleName('Goal Setter');
    expect(badge).toHaveAccessibleDescription('Created your first goal (+50 XP)');
  });
});

describe('achievement toast and celebration', () => {
  it('shows the Goal Setter toast with a close button, and a blue star celebration', async () => {
    const { store, user } = renderSignedIn(<AchievementLayer />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    act(() => {
      store.dispatch(goalCreated({ goalId: 'g1', title: 'Run' }));
    });
    const toast = await screen.findByRole('status', { name: 'Achievement Unlocked!' });
    expect(within(toast).getByText('Goal Setter')).toBeInTheDocument();
    expect(within(toast).getByText('+50 XP · Common')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Star' })).toBeInTheDocument();
    expect(screen.getByText('Goal created!')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-particle]')).toHaveLength(20);
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 400));
    });
    expect(screen.queryByRole('status', { name: 'Achievement Unlocked!' })).not.toBeInTheDocument();
  });

  it('says the achievement in a live region that was on the page before it, empty', async () => {
    const { store } = renderSignedIn(<AchievementLayer />);
    // Before any achievement: there, polite, empty, and not the toast itself.
    const live = document.body.querySelector('[data-achievement-announcer]');
    expect(live).not.toBeNull();
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(live).toHaveTextContent('');
    expect(live!.closest('[role]')).toBeNull();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    act(() => {
      store.dispatch(goalCreated({ goalId: 'g1', title: 'Run' }));
    });
    const toast = await screen.findByRole('status', { name: 'Achievement Unlocked!' });
    expect(live).toHaveTextContent(
      'Achievement Unlocked! Goal Setter. Created your first goal. +50 XP, Common.',
    );
    // The toast drawn (as before) is not a second live region saying it again.
    expect(within(toast).getByText('Goal Setter')).toBeInTheDocument();
    expect(toast).toHaveAttribute('aria-live', 'off');
    expect(live!.contains(toast)).toBe(false);
    expect(document.body.querySelector('[data-achievement-announcer]')).toBe(live);
  });

  it('keeps the achievement region readable while a dialog hides the rest of the page', async () => {
    function Wizard() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Dialog open={open}>
            <p>Wizard</p>
          </Dialog>
        </>
      );
    }
    const { store, container, user } = renderSignedIn(
      <>
        <AchievementLayer />
        <Wizard />
      </>,
    );
    const live = document.body.querySelector('[data-achievement-announcer]')!;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    // The first goal saved from the wizard earns Goal Setter with the wizard still open.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Wizard');
    // MUI hides every other child of <body> from screen readers while the dialog is open...
    expect(container).toHaveAttribute('aria-hidden', 'true');
    // ...but not the region the achievement is said in.
    await waitFor(() => expect(live).not.toHaveAttribute('aria-hidden'));
    act(() => {
      store.dispatch(goalCreated({ goalId: 'g1', title: 'Run' }));
    });
    await waitFor(() => expect(live).toHaveTextContent('Achievement Unlocked! Goal Setter.'));
    expect(live).not.toHaveAttribute('aria-hidden');
    // The celebration's region too.
    const celebration = document.body.querySelector('[data-celebration-announcer]')!;
    expect(celebration).not.toHaveAttribute('aria-hidden');
    await waitFor(() => expect(celebration).toHaveTextContent(/^You created a goal! \+\d+ XP\.$/));
  });

  it('says the celebration in a live region that was on the page before it, empty', async () => {
    const { store } = renderSignedIn(<AchievementLayer />);
    // Before any celebration: there, polite, empty, and not the overlay itself.
    const live = document.body.querySelector('[data-celebration-announcer]');
    expect(live).not.toBeNull();
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(live).toHaveTextContent('');
    expect(live!.closest('[role]')).toBeNull();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    act(() => {
      store.dispatch(goalCompleted({ goalId: 'g1' }));
    });
    expect(await screen.findByRole('img', { name: 'Trophy' })).toBeInTheDocument();
    await waitFor(() => expect(live).toHaveTextContent(/^You completed a goal! \+\d+ XP\.$/));
    // The overlay drawn (as before) is not a second live region saying it again...
    const overlay = document.body.querySelector('[data-celebration]');
    expect(overlay).toHaveAttribute('aria-live', 'off');
    expect(live!.contains(overlay)).toBe(false);
    expect(document.body.querySelectorAll('[data-celebration]')).toHaveLength(1);
    // ...and its headline is on the page once: the e2e suite finds it by its text.
    expect(screen.getAllByText(/goal completed!/i)).toHaveLength(1);
    expect(document.body.querySelector('[data-celebration-announcer]')).toBe(live);
  });

  it('says a batch and a reflection in their own words', () => {
    const said = (type: 'goal_created' | 'goal_completed' | 'reflection', count = 1, points = 25) =>
      spokenCelebration({ key: 1, type, count, points });
    expect(said('goal_created')).toBe('You created a goal! +25 XP.');
    expect(said('goal_created', 5, 175)).toBe('You created 5 goals! +175 XP.');
    expect(said('reflection', 1, 0)).toBe('You saved a reflection!');
    for (const [type, count] of [
      ['goal_created', 1],
      ['goal_created', 5],
      ['goal_completed', 1],
      ['reflection', 1],
    ] as const) {
      expect(said(type, count).toLowerCase()).not.toContain(
        celebrationHeadline(type, count).toLowerCase(),
      );
    }
  });

  it('says how many goals a rapid-writing batch created', async () => {
    const { store } = renderSignedIn(<AchievementLayer />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    act(() => {
      store.dispatch(
        goalsCreated({ goals: [1, 2, 3].map((n) => ({ goalId: `g${n}`, title: `Goal ${n}` })) }),
      );
    });
    expect(await screen.findByText('3 goals created!')).toBeInTheDocument();
    expect(screen.getByText(`+${3 * 25 + 50} XP`)).toBeInTheDocument();
  });

  it('shows a yellow trophy for a completed goal', async () => {
    const { store } = renderSignedIn(<AchievementLayer />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    act(() => {
      store.dispatch(goalCompleted({ goalId: 'g1' }));
    });
    expect(await screen.findByRole('img', { name: 'Trophy' })).toBeInTheDocument();
    expect(screen.getByText('Goal completed!')).toBeInTheDocument();
    expect(screen.getByText('First Victory')).toBeInTheDocument();
  });
});

describe('Login Streak card', () => {
  const stats = (over = {}) => ({
    currentStreak: 3,
    longestStreak: 12,
    totalLogins: 42,
    lastLoginDate: '2025-01-05T14:30:00.000Z',
    ...over,
  });

  it('shows a skeleton while loading', async () => {
    const gate = deferred<FakeResponse>();
    network.on('GET /api/user/stats', () => gate.promise);
    renderSignedIn(<LoginStreakCard />);
    expect(await screen.findByLabelText('Loading login streak')).toBeInTheDocument();
    gate.resolve({ body: stats() });
    expect(await screen.findByText('42')).toBeInTheDocument();
  });

  it('shows the streak with its icon, the longest, total logins and the last login', async () => {
    network.on('GET /api/user/stats', { body: stats() });
    renderSignedIn(<LoginStreakCard />);
    expect(await screen.findByRole('img', { name: 'Star' })).toBeInTheDocument();
    expect(screen.getByText('12 days')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('Last login')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2025, 2:30 PM')).toBeInTheDocument();
  });

  it.each([
    [7, 'Lightning'],
    [30, 'Fire'],
  ])('uses the %s-day icon', async (n, name) => {
    network.on('GET /api/user/stats', { body: stats({ currentStreak: n }) });
    renderSignedIn(<LoginStreakCard />);
    expect(await screen.findByRole('img', { name })).toBeInTheDocument();
  });

  it("says 'Never' without a last login, and renders nothing when the stats fail", async () => {
    network.on('GET /api/user/stats', { body: stats({ lastLoginDate: null }) });
    const first = renderSignedIn(<LoginStreakCard />);
    expect(await screen.findByText('Never')).toBeInTheDocument();
    first.unmount();
    network.on('GET /api/user/stats', { status: 500, body: 'down' });
    const { container } = renderSignedIn(<LoginStreakCard />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Daily Inspiration card', () => {
  const quote = {
    id: 'q1',
    text: 'Dream lofty dreams, and as you dream, so shall you become.',
    author: 'James Allen',
    source: 'As a Man Thinketh (1903)',
    category: 'goals',
  };

  it('shows a skeleton, then the quote and its author', async () => {
    const gate = deferred<FakeResponse>();
    network.on('GET /api/quotes/random', () => gate.promise);
    renderWithProviders(<DailyInspirationCard />);
    expect(screen.getByLabelText('Loading quote')).toBeInTheDocument();
    gate.resolve({ body: quote });
    expect(await screen.findByText(quote.text)).toBeInTheDocument();
    expect(screen.getByText(/James Allen/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daily Inspiration' })).toBeInTheDocument();
  });

  it('asks for a new quote once the one kept is an hour old, also for a card shown again', async () => {
    let n = 0;
    network.on('GET /api/quotes/random', () => ({ body: { ...quote, text: `Quote ${++n}` } }));
    const first = renderWithProviders(<DailyInspirationCard />);
    expect(await screen.findByText('Quote 1')).toBeInTheDocument();
    first.unmount();
    // Shown again within the hour: the same quote, no new read.
    const again = renderWithProviders(<DailyInspirationCard />, { store: first.store });
    expect(await screen.findByText('Quote 1')).toBeInTheDocument();
    expect(network.callsTo('GET /api/quotes/random')).toHaveLength(1);
    again.unmount();
    // An hour later (a dashboard visited every half hour kept its first quote for days).
    // Only the date moves: the timers stay real.
    jest.useFakeTimers({
      now: Date.now() + 61 * 60 * 1000,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'hrtime',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    try {
      renderWithProviders(<DailyInspirationCard />, { store: first.store });
      expect(await screen.findByText('Quote 2')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders nothing when there is no quote', async () => {
    const { container } = renderWithProviders(<DailyInspirationCard />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(container).toBeEmptyDOMElement();
    expect(network.callsTo('GET /api/quotes/random')).toHaveLength(1);
  });
});
