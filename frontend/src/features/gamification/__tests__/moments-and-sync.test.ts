import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, waitFor } from '@testing-library/react';
import { goalCreated, reflectionSaved, sessionEnded } from '../../../shared/events';
import { sessionApi } from '../../../shared/session';
import { configureAppStore } from '../../../shared/store';
import {
  installFakeNetwork,
  makeUser,
  signedInAs,
  type FakeNetwork,
} from '../../../shared/testing';
import {
  goalCreatedEvent,
  mergeLogs,
  reflectionEvent,
  type GamificationEvent,
} from '../model/activity-log';
import {
  gamificationSlice,
  selectPlayerStats,
  syncRequested,
  type GamificationState,
} from '../model/gamification-slice';
import { GAMIFICATION_UPDATE_EVENT, registerGamificationListeners } from '../model/listeners';
import { gamificationStorageKey } from '../model/storage';

/**
 * Review r5 items 1, 5 and 3: a streak achievement a reflection earns is announced and
 * recorded however its events come in; a page that never read the server's log announces
 * nothing as new; and a read of an unchanged log is a 304, kept by the client's own tag.
 */
const USER = makeUser({ id: 'u1', timezone: 'UTC' });
const DAY = 86_400_000;

let network: FakeNetwork;
let serverLog: GamificationEvent[];
let getFails: number;

/** The fake server's ETag: its log's size, as the real one counts it. */
const tagOfLog = () => `"v${serverLog.length}"`;

beforeEach(() => {
  serverLog = [];
  getFails = 0;
  network = installFakeNetwork({
    ...signedInAs(USER),
    'GET /api/gamification/events': (req) => {
      if (getFails > 0) {
        getFails -= 1;
        return { status: 503, body: { statusCode: 503, message: 'down', error: 'Unavailable' } };
      }
      if (req.headers.get('if-none-match') === tagOfLog()) return { status: 304 };
      return { body: { events: serverLog } };
    },
    'POST /api/gamification/events': (req) => {
      serverLog = mergeLogs(serverLog, (req.body as { events: GamificationEvent[] }).events);
      return { body: { events: serverLog } };
    },
  });
  // The fake network sends no headers: the log's answers get the server's ETag here.
  const fake = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fake(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== '/api/gamification/events' || response.status >= 400) return response;
    const headers = new Headers(response.headers);
    headers.set('ETag', tagOfLog());
    const body = response.status === 304 ? null : await response.text();
    return new Response(body, { status: response.status, headers });
  }) as typeof fetch;
});

const stores: Array<{ dispatch: (action: unknown) => unknown }> = [];
afterEach(async () => {
  for (const store of stores.splice(0)) store.dispatch(sessionEnded());
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

type State = { gamification: GamificationState };

async function startStore({ synced = true } = {}) {
  const store = configureAppStore({
    slices: [gamificationSlice],
    listeners: [registerGamificationListeners],
  });
  stores.push(store);
  const g = () => (store.getState() as unknown as State).gamification;
  const stats = () => selectPlayerStats(store.getState() as unknown as State);
  store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  await waitFor(() => expect(g().userId).toBe('u1'));
  if (synced) await waitFor(() => expect(g().sync.lastSyncedAt).not.toBeNull());
  else await waitFor(() => expect(g().sync.failures).toBeGreaterThan(0));
  return { store, g, stats };
}

const postedIds = () =>
  network
    .callsTo('POST /api/gamification/events')
    .flatMap((c) => (c.body as { events: GamificationEvent[] }).events.map((e) => e.id));

const onFire = (at: string): GamificationEvent => ({
  id: 'achievement:on_fire',
  type: 'achievement',
  points: 200,
  occurredAt: at,
  goalId: null,
});

const saved = (reflectionId: string, xpAwarded: number) =>
  reflectionSaved({ reflectionId, reflectionDate: '2026-03-10', timeOfDay: 'morning', xpAwarded });

/** A journal of reflections on the two days before today, already read by the page. */
function twoDaysOfReflections() {
  const now = Date.now();
  serverLog = [
    reflectionEvent('r1', 35, new Date(now - 2 * DAY).toISOString()),
    reflectionEvent('r2', 35, new Date(now - DAY).toISOString()),
  ];
}

describe('a reflection that makes a three-day streak (item 1)', () => {
  it('announces On Fire! and records it when the reflection came in through the freshening read', async () => {
    twoDaysOfReflections();
    const { store, g, stats } = await startStore();
    // Written for more than 30 s; the server wrote the reward as it saved the session.
    jest.useFakeTimers({ now: Date.now() + 60_000 });
    serverLog = mergeLogs(serverLog, [
      reflectionEvent('r3', 35, new Date(Date.now() - 1000).toISOString()),
    ]);
    const updates: CustomEvent[] = [];
    const onUpdate = (e: Event) => updates.push(e as CustomEvent);
    window.addEventListener(GAMIFICATION_UPDATE_EVENT, onUpdate);
    store.dispatch(saved('r3', 35));
    await act(() => jest.advanceTimersByTimeAsync(100));
    window.removeEventListener(GAMIFICATION_UPDATE_EVENT, onUpdate);

    expect(g().announcement?.achievement.id).toBe('on_fire');
    expect(updates.map((u) => u.detail.newAchievements.map((a: { id: string }) => a.id))).toEqual([
      ['on_fire'],
    ]);
    expect(stats().totalPoints).toBe(3 * 35 + 200);
    expect(g().celebration).toBeNull(); // the journal shows its own popup
    // An older server did not record it: this tab does, and sends it.
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(postedIds()).toContain('achievement:on_fire');
  });

  it('announces On Fire! the server recorded in the save, and pays it once', async () => {
    twoDaysOfReflections();
    const { store, g, stats } = await startStore();
    const at = new Date(Date.now() - 500).toISOString();
    // The server's answer counted the achievement: 10 + 5 x 5 + 200.
    serverLog = mergeLogs(serverLog, [reflectionEvent('r3', 35, at), onFire(at)]);
    store.dispatch(saved('r3', 235));
    await waitFor(() => expect(g().announcement?.achievement.id).toBe('on_fire'));
    expect(stats().totalPoints).toBe(3 * 35 + 200);
    expect(stats().achievements.map((a) => a.id)).toEqual(['on_fire']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(postedIds()).toEqual([]); // the server holds it already
    expect(stats().totalPoints).toBe(3 * 35 + 200);
  });

  it("when the server cannot be read, the mirrored reward leaves out the achievement's points the replay pays", async () => {
    twoDaysOfReflections();
    const { store, g, stats } = await startStore();
    getFails = 1;
    store.dispatch(saved('r3', 235));
    await waitFor(() => expect(g().announcement?.achievement.id).toBe('on_fire'));
    // 235 is 35 for the session and 200 for On Fire!, which the replay pays from the table.
    expect(stats().totalPoints).toBe(3 * 35 + 200);
    expect(g().log.find((e) => e.id === 'reflection:r3')?.points).toBe(35);
  });
});

describe('a page that never read the server log (item 5)', () => {
  it('announces no achievement and celebrates only the goal while the log cannot be read', async () => {
    serverLog = [
      goalCreatedEvent('g0', '2024-01-01T10:00:00.000Z'),
      { ...onFire('2024-01-01T10:00:00.000Z'), id: 'achievement:first_goal', points: 50 },
    ];
    getFails = 1_000;
    const { store, g } = await startStore({ synced: false });
    const updates: CustomEvent[] = [];
    const onUpdate = (e: Event) => updates.push(e as CustomEvent);
    window.addEventListener(GAMIFICATION_UPDATE_EVENT, onUpdate);
    store.dispatch(goalCreated({ goalId: 'g1', title: 'Run' }));
    await waitFor(() => expect(g().celebration).not.toBeNull());
    window.removeEventListener(GAMIFICATION_UPDATE_EVENT, onUpdate);
    expect(g().celebration).toMatchObject({ type: 'goal_created', points: 25, count: 1 });
    expect(g().announcement).toBeNull();
    expect(updates[0].detail.newAchievements).toEqual([]);
    // Recorded all the same (the server keeps the first record of it).
    expect(g().log.map((e) => e.id)).toContain('achievement:first_goal');
  });

  it('waits for the read the award asks for, and then knows the achievement is old', async () => {
    serverLog = [
      goalCreatedEvent('g0', '2024-01-01T10:00:00.000Z'),
      { ...onFire('2024-01-01T10:00:00.000Z'), id: 'achievement:first_goal', points: 50 },
    ];
    getFails = 1;
    const { store, g, stats } = await startStore({ synced: false });
    store.dispatch(goalCreated({ goalId: 'g1', title: 'Run' }));
    await waitFor(() => expect(g().celebration).not.toBeNull());
    expect(g().celebration).toMatchObject({ points: 25 });
    expect(g().announcement).toBeNull();
    expect(stats()).toMatchObject({ goalsCreated: 2, totalPoints: 25 + 25 + 50 });
  });
});

describe('reading an unchanged log (item 3)', () => {
  it('sends the tag of the log it last read, takes a 304 as unchanged, and keeps the tag with the log', async () => {
    const { store, g, stats } = await startStore();
    expect(g().serverTag).toBe('"v0"');
    const log = g().log;
    const reads = () => network.callsTo('GET /api/gamification/events');
    const before = reads().length;
    store.dispatch(syncRequested({ immediate: true }));
    await waitFor(() => expect(reads().length).toBe(before + 1));
    await waitFor(() => expect(g().sync.status).toBe('idle'));
    expect(reads().at(-1)!.headers.get('if-none-match')).toBe('"v0"');
    expect(g().log).toBe(log); // nothing replaced, replayed or saved again

    store.dispatch(goalCreated({ goalId: 'g1', title: 'Run' }));
    await waitFor(() => expect(g().serverTag).toBe('"v2"')); // the POST's answer
    const saved = JSON.parse(window.localStorage.getItem(gamificationStorageKey('u1'))!);
    expect(saved.serverTag).toBe('"v2"');

    // The next visit: the saved log and its tag. Its first read is the one the server
    // fetches with the HTML (a preload, which carries no tag: the browser hands it only to
    // the very same request), so it goes without; the reads after it send the tag.
    store.dispatch(sessionEnded());
    const next = await startStore();
    expect(reads().at(-1)!.headers.get('if-none-match')).toBeNull();
    expect(next.stats()).toMatchObject({ goalsCreated: 1, totalPoints: 75 });
    expect(stats().totalPoints).toBe(0); // the first store was signed out
    const count = reads().length;
    next.store.dispatch(syncRequested({ immediate: true }));
    await waitFor(() => expect(reads().length).toBe(count + 1));
    expect(reads().at(-1)!.headers.get('if-none-match')).toBe('"v2"');
  });

  it('reads the whole log again once it changed elsewhere', async () => {
    const { store, g, stats } = await startStore();
    serverLog = [goalCreatedEvent('laptop', new Date().toISOString())];
    store.dispatch(syncRequested({ immediate: true }));
    await waitFor(() => expect(stats().goalsCreated).toBe(1));
    expect(g().serverTag).toBe('"v1"');
  });
});
