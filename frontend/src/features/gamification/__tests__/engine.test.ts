import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, waitFor } from '@testing-library/react';
import {
  goalCompleted,
  goalCreated,
  goalsCreated,
  reflectionSaved,
  sessionEnded,
} from '../../../shared/events';
import { sessionApi } from '../../../shared/session';
import { configureAppStore } from '../../../shared/store';
import {
  installFakeNetwork,
  makeUser,
  signedInAs,
  type FakeNetwork,
} from '../../../shared/testing';
import { goalCreatedEvent, mergeLogs, type GamificationEvent } from '../model/activity-log';
import {
  gamificationSlice,
  selectPlayerStats,
  type GamificationState,
} from '../model/gamification-slice';
import {
  CELEBRATION_MS,
  GAMIFICATION_UPDATE_EVENT,
  registerGamificationListeners,
  TOAST_EXIT_MS,
  TOAST_MS,
} from '../model/listeners';
import { gamificationStorageKey } from '../model/storage';

const USER = makeUser({ id: 'u1', timezone: 'UTC' });

let network: FakeNetwork;
let serverLog: GamificationEvent[];
let postFails: number;

beforeEach(() => {
  serverLog = [];
  postFails = 0;
  network = installFakeNetwork({
    ...signedInAs(USER),
    'GET /api/gamification/events': () => ({ body: { events: serverLog } }),
    'POST /api/gamification/events': (req) => {
      if (postFails > 0) {
        postFails -= 1;
        return {
          status: 503,
          body: { statusCode: 503, message: 'down', error: 'Service Unavailable' },
        };
      }
      serverLog = mergeLogs(serverLog, (req.body as { events: GamificationEvent[] }).events);
      return { body: { events: serverLog } };
    },
  });
});

const stores: Array<{ dispatch: (action: unknown) => unknown }> = [];
afterEach(async () => {
  // A store of a finished test must not keep syncing into the next test's fake server.
  for (const store of stores.splice(0)) store.dispatch(sessionEnded());
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

type State = { gamification: GamificationState };

async function signedInStore() {
  const store = configureAppStore({
    slices: [gamificationSlice],
    listeners: [registerGamificationListeners],
  });
  stores.push(store);
  store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  await waitFor(() =>
    expect((store.getState() as unknown as State).gamification.userId).toBe('u1'),
  );
  await waitFor(() =>
    expect((store.getState() as unknown as State).gamification.sync.lastSyncedAt).not.toBeNull(),
  );
  const g = () => (store.getState() as unknown as State).gamification;
  const stats = () => selectPlayerStats(store.getState() as unknown as State);
  return { store, g, stats };
}

const postedIds = () =>
  network
    .callsTo('POST /api/gamification/events')
    .flatMap((c) => (c.body as { events: GamificationEvent[] }).events.map((e) => e.id));

describe('gamification engine', () => {
  it('awards 25 + Goal Setter for a goal, celebrates with a star, announces it, saves and syncs', async () => {
    const { store, g, stats } = await signedInStore();
    const updates: CustomEvent[] = [];
    const onUpdate = (e: Event) => updates.push(e as CustomEvent);
    window.addEventListener(GAMIFICATION_UPDATE_EVENT, onUpdate);
    store.dispatch(goalCreated({ goalId: 'g1', title: 'Run' }));
    window.removeEventListener(GAMIFICATION_UPDATE_EVENT, onUpdate);

    expect(stats()).toMatchObject({ totalPoints: 75, goalsCreated: 1, currentStreak: 1 });
    expect(g().celebration).toMatchObject({ type: 'goal_created', points: 75, count: 1 });
    expect(g().announcement?.achievement.title).toBe('Goal Setter');
    expect(updates).toHaveLength(1);
    expect(updates[0].detail).toMatchObject({
      pointType: 'goal_created',
      stats: { totalPoints: 75 },
      newAchievements: [expect.objectContaining({ id: 'first_goal' })],
    });

    const saved = JSON.parse(window.localStorage.getItem(gamificationStorageKey('u1'))!);
    expect(saved.log.map((e: GamificationEvent) => e.id).sort()).toEqual([
      'achievement:first_goal',
      'goal_created:g1',
    ]);

    await waitFor(() =>
      expect(postedIds().sort()).toEqual(['achievement:first_goal', 'goal_created:g1']),
    );
    await waitFor(() =>
      expect(g().serverIds).toEqual(['achievement:first_goal', 'goal_created:g1']),
    );
  });

  it('pays a goal completed twice once, with a trophy the first time only', async () => {
    const { store, g, stats } = await signedInStore();
    store.dispatch(goalCompleted({ goalId: 'g1' }));
    expect(g().celebration).toMatchObject({ type: 'goal_completed', points: 200 });
    expect(g().announcement?.achievement.title).toBe('First Victory');
    const key = g().celebration!.key;
    store.dispatch(goalCompleted({ goalId: 'g1' }));
    expect(stats().totalPoints).toBe(200);
    expect(g().celebration?.key).toBe(key);
  });

  it('celebrates a rapid-writing batch once and shows its first achievement after 1 s', async () => {
    const { store, g, stats } = await signedInStore();
    jest.useFakeTimers();
    store.dispatch(
      goalsCreated({
        goals: [1, 2, 3, 4, 5].map((n) => ({ goalId: `g${n}`, title: `Goal ${n}` })),
      }),
    );
    expect(stats()).toMatchObject({ goalsCreated: 5, totalPoints: 5 * 25 + 50 + 150 });
    expect(g().celebration).toMatchObject({ type: 'goal_created', count: 5 });
    expect(g().announcement).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(g().announcement).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(g().announcement?.achievement.title).toBe('Goal Setter');
  });

  it('shows the toast 4 s plus a 0.3 s exit, the celebration 3 s; close ends the toast early', async () => {
    const { store, g } = await signedInStore();
    jest.useFakeTimers();
    store.dispatch(goalCreated({ goalId: 'g1', title: 'Run' }));
    await act(() => jest.advanceTimersByTimeAsync(CELEBRATION_MS - 1));
    expect(g().celebration).not.toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(g().celebration).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(TOAST_MS - CELEBRATION_MS));
    expect(g().announcement?.leaving).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(TOAST_EXIT_MS));
    expect(g().announcement).toBeNull();

    store.dispatch(goalCompleted({ goalId: 'g1' }));
    const key = g().announcement!.key;
    store.dispatch(gamificationSlice.actions.achievementLeaving(key));
    await act(() => jest.advanceTimersByTimeAsync(TOAST_EXIT_MS));
    expect(g().announcement).toBeNull();
  });

  it('keeps every event through failed syncs and sends them again later', async () => {
    const { store, g } = await signedInStore();
    jest.useFakeTimers();
    postFails = 2;
    store.dispatch(goalCreated({ goalId: 'g1', title: 'Run' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(g().sync).toMatchObject({ status: 'retrying', failures: 1 });
    expect(g().log).toHaveLength(2);
    store.dispatch(goalCreated({ goalId: 'g2', title: 'Read' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(g().sync.failures).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(g().sync).toMatchObject({ status: 'idle', failures: 0 });
    expect(serverLog.map((e) => e.id).sort()).toEqual([
      'achievement:first_goal',
      'goal_created:g1',
      'goal_created:g2',
    ]);
  });

  it('asks the server first when it has not for a while: an achievement earned on another device is not announced again', async () => {
    const { store, g, stats } = await signedInStore();
    // Meanwhile, on the laptop: the first goal and its Goal Setter.
    serverLog = mergeLogs(serverLog, [
      goalCreatedEvent('laptop', new Date().toISOString()),
      {
        id: 'achievement:first_goal',
        type: 'achievement',
        points: 50,
        occurredAt: new Date().toISOString(),
        goalId: null,
      },
    ]);
    jest.useFakeTimers({ now: Date.now() + 60_000 });
    store.dispatch(goalCreated({ goalId: 'phone', title: 'Swim' }));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(stats()).toMatchObject({ goalsCreated: 2, totalPoints: 2 * 25 + 50 });
    expect(g().celebration).toMatchObject({ type: 'goal_created', points: 25 });
    expect(g().announcement).toBeNull();
  });

  it("loads this user's saved log and merges another device's log from the server", async () => {
    window.localStorage.setItem(
      gamificationStorageKey('u1'),
      JSON.stringify({
        log: [goalCreatedEvent('local', '2026-03-09T10:00:00.000Z')],
        serverIds: [],
      }),
    );
    window.localStorage.setItem(
      gamificationStorageKey('someone-else'),
      JSON.stringify({
        log: [goalCreatedEvent('theirs', '2026-03-09T10:00:00.000Z')],
        serverIds: [],
      }),
    );
    serverLog = [goalCreatedEvent('phone', '2026-03-10T10:00:00.000Z')];
    const { stats } = await signedInStore();
    await waitFor(() => expect(stats().goalsCreated).toBe(2));
    expect(serverLog.map((e) => e.id).sort()).toEqual(['goal_created:local', 'goal_created:phone']);
  });

  it('follows another tab of the same browser through the storage event', async () => {
    const { stats } = await signedInStore();
    const value = JSON.stringify({
      log: [goalCreatedEvent('other-tab', new Date().toISOString())],
      serverIds: [],
    });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: gamificationStorageKey('u1'), newValue: value }),
      );
    });
    expect(stats().goalsCreated).toBe(1);
  });

  it("adds the server's reflection XP without sending it, then fetches the server's record", async () => {
    const { store, stats } = await signedInStore();
    const gets = network.callsTo('GET /api/gamification/events').length;
    serverLog = [
      {
        id: 'reflection:r1',
        type: 'reflection',
        points: 35,
        occurredAt: new Date().toISOString(),
        goalId: null,
      },
    ];
    store.dispatch(
      reflectionSaved({
        reflectionId: 'r1',
        reflectionDate: '2026-03-10',
        timeOfDay: 'morning',
        xpAwarded: 35,
      }),
    );
    // The server's own record is read first (it holds the achievements the save earned).
    await waitFor(() => expect(stats().totalPoints).toBe(35));
    expect(network.callsTo('GET /api/gamification/events').length).toBeGreaterThanOrEqual(gets + 1);
    expect(postedIds()).toEqual([]);
    expect(stats().totalPoints).toBe(35);
  });

  it('drops an event the server refuses instead of retrying it forever', async () => {
    const { store, g } = await signedInStore();
    network.on('POST /api/gamification/events', (req) => {
      const events = (req.body as { events: GamificationEvent[] }).events;
      const bad = events.findIndex((e) => e.id === 'goal_created:bad');
      if (bad >= 0) {
        return {
          status: 400,
          body: {
            statusCode: 400,
            message: [`events.${bad}.id must be goal_created:<goalId>`],
            error: 'Bad Request',
          },
        };
      }
      serverLog = mergeLogs(serverLog, events);
      return { body: { events: serverLog } };
    });
    store.dispatch(goalCreated({ goalId: 'bad', title: 'x' }));
    store.dispatch(goalCreated({ goalId: 'good', title: 'y' }));
    await waitFor(() => expect(g().refusedIds).toEqual(['goal_created:bad']));
    await waitFor(() => expect(serverLog.map((e) => e.id)).toContain('goal_created:good'));
    expect(g().log.map((e) => e.id)).not.toContain('goal_created:bad');
  });

  it('forgets the player on sign-out', async () => {
    const { store, g } = await signedInStore();
    store.dispatch(goalCreated({ goalId: 'g1', title: 'Run' }));
    store.dispatch(sessionEnded());
    expect(g().userId).toBeNull();
    expect(g().log).toEqual([]);
    store.dispatch(goalCreated({ goalId: 'g2', title: 'Run' }));
    expect(g().log).toEqual([]);
  });
});
