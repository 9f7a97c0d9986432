import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { baseApi } from '../../api/base-api';
import { NEW_DAY_CHECK_MS } from '../../lib/use-new-day';
import { installFakeNetwork, makeUser, renderWithProviders } from '../../testing';
import { sessionApi, sessionLost, useCurrentUser, useReadAgainOnNewDay } from '..';

/** The dashboard's figures as a test endpoint (the stats feature's own is not shared's to import). */
const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testDashboardStats: build.query<{ streak: number }, void>({
      query: () => '/dashboard/stats',
      providesTags: ['Stats'],
    }),
  }),
});

function Page() {
  useReadAgainOnNewDay();
  const user = useCurrentUser();
  return <p>{user ? `Zone ${user.timezone}` : 'Nobody yet'}</p>;
}

/** A member page as the app mounts it: once the user is known (the route's gate). */
function Dashboard() {
  const user = useCurrentUser();
  return user ? <Figures timezone={user.timezone} /> : <p>Nobody yet</p>;
}

function Figures({ timezone }: { timezone: string }) {
  useReadAgainOnNewDay();
  const { data } = statsApi.useTestDashboardStatsQuery();
  return <p>{data ? `Streak ${data.streak} in ${timezone}` : 'Loading'}</p>;
}

/** `document.visibilityState`, stubbed for one test. */
function stubVisibility() {
  let state: DocumentVisibilityState = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  return {
    set(next: DocumentVisibilityState) {
      state = next;
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    },
    restore() {
      delete (document as { visibilityState?: unknown }).visibilityState;
    },
  };
}

/** Runs the fake clock on, letting the fake network's answers land between its timers. */
async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Lets the requests under way land (a response's body is read over a few turns). */
async function settle() {
  for (let i = 0; i < 10; i++) await pass(10);
}

describe('useReadAgainOnNewDay', () => {
  it("reads the user (streak) again when the user's day changes, once, and not on the first day", async () => {
    // A zone whose date differs from UTC's at this hour.
    const other = new Date().getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
    let zone = 'UTC';
    const network = installFakeNetwork({
      'GET /api/auth/user': () => ({ status: 200, body: makeUser({ timezone: zone }) }),
    });
    const { store } = renderWithProviders(<Page />);
    expect(await screen.findByText('Zone UTC')).toBeInTheDocument();
    expect(network.callsTo('GET /api/auth/user')).toHaveLength(1);
    // The profile's zone moves to another day (as midnight would).
    zone = other;
    act(() => {
      store.dispatch(
        sessionApi.util.updateQueryData('getCurrentUser', undefined, (u) => {
          if (u) u.timezone = other;
        }),
      );
    });
    await waitFor(() => expect(network.callsTo('GET /api/auth/user')).toHaveLength(2));
    expect(await screen.findByText(`Zone ${other}`)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.callsTo('GET /api/auth/user')).toHaveLength(2);
  });

  describe('a page hidden when the day changes (a tab left open in the background)', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    /** 23:59 on 28 November in Chicago, the dashboard read once, in view. */
    async function dashboardBeforeMidnight() {
      jest.useFakeTimers({
        now: new Date('2026-11-29T05:59:00Z'),
        doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'],
      });
      const visibility = stubVisibility();
      let zone = 'America/Chicago';
      const network = installFakeNetwork({
        'GET /api/auth/user': () => ({ status: 200, body: makeUser({ timezone: zone }) }),
        'GET /api/dashboard/stats': { status: 200, body: { streak: 4 } },
      });
      const { store } = renderWithProviders(<Dashboard />);
      await settle();
      expect(screen.getByText('Streak 4 in America/Chicago')).toBeInTheDocument();
      const reads = () => ({
        stats: network.callsTo('GET /api/dashboard/stats').length,
        user: network.callsTo('GET /api/auth/user').length,
      });
      expect(reads()).toEqual({ stats: 1, user: 1 });
      const moveZone = (next: string) => {
        zone = next;
        act(() => {
          store.dispatch(
            sessionApi.util.updateQueryData('getCurrentUser', undefined, (u) => {
              if (u) u.timezone = next;
            }),
          );
        });
      };
      const lose = () =>
        act(() => {
          store.dispatch(sessionLost({ takenElsewhere: true }));
        });
      return { visibility, reads, moveZone, lose };
    }

    it('reads nothing while the session is lost (signing in again in its dialog reads everything)', async () => {
      // Lost, e.g. another account signed in in another tab: the user's read would bring
      // that account (review r9-writes, item 1), the figures' reads a 401 or its figures.
      const { visibility, reads, lose } = await dashboardBeforeMidnight();
      try {
        lose();
        await pass(60 * 60 * 1000); // midnight in Chicago, in view
        expect(screen.getByText('Streak 4 in America/Chicago')).toBeInTheDocument();
        expect(reads()).toEqual({ stats: 1, user: 1 });
      } finally {
        visibility.restore();
      }
    });

    it('reads nothing past midnight while hidden, and once when seen again', async () => {
      const { visibility, reads } = await dashboardBeforeMidnight();
      try {
        visibility.set('hidden');
        // Midnight in Chicago, then an hour of the timer's looks with nobody at the screen.
        await pass(60 * 60 * 1000);
        expect(reads()).toEqual({ stats: 1, user: 1 });
        visibility.set('visible');
        await settle();
        expect(reads()).toEqual({ stats: 2, user: 2 });
        // Seen again and again on the same day: nothing more.
        visibility.set('hidden');
        visibility.set('visible');
        window.dispatchEvent(new Event('focus'));
        await pass(NEW_DAY_CHECK_MS * 4);
        expect(reads()).toEqual({ stats: 2, user: 2 });
      } finally {
        visibility.restore();
      }
    });

    it('waits for the page to be seen when its day changes while hidden for another reason', async () => {
      // A new day noticed while hidden (here the profile's zone moving to another day):
      // the read waits for the page to be in view.
      const { visibility, reads, moveZone } = await dashboardBeforeMidnight();
      try {
        visibility.set('hidden');
        moveZone('Asia/Tokyo'); // already 29 November there
        await settle();
        expect(screen.getByText('Streak 4 in Asia/Tokyo')).toBeInTheDocument();
        expect(reads()).toEqual({ stats: 1, user: 1 });
        moveZone('Etc/GMT+12'); // back to 28 November, still hidden: still one wait
        await settle();
        expect(reads()).toEqual({ stats: 1, user: 1 });
        visibility.set('visible');
        await settle();
        expect(reads()).toEqual({ stats: 2, user: 2 });
        visibility.set('hidden');
        visibility.set('visible');
        await settle();
        expect(reads()).toEqual({ stats: 2, user: 2 });
      } finally {
        visibility.restore();
      }
    });
  });
});
