import { isApiError } from '../../../shared/api';
import {
  goalCompleted,
  goalCreated,
  goalsCreated,
  reflectionSaved,
  sessionEnded,
} from '../../../shared/events';
import { selectSessionLost, selectSessionUser } from '../../../shared/session';
import type { AppStartListening, ListenerRegistration } from '../../../shared/store';
import { gamificationApi } from '../api/gamification-api';
import {
  goalCompletedEvent,
  goalCreatedEvent,
  mergeLogs,
  reflectionEvent,
  sanitizeLog,
  type GamificationEvent,
} from './activity-log';
import {
  achievementAnnounced,
  achievementDismissed,
  achievementLeaving,
  activityRecorded,
  celebrationEnded,
  celebrationStarted,
  eventsRefused,
  playerLoaded,
  selectGamification,
  selectPendingEvents,
  selectPlayerStats,
  storageChanged,
  syncFailed,
  syncStarted,
  syncRequested,
  syncSucceeded,
  syncUnchanged,
  timeZoneChanged,
  type GamificationState,
} from './gamification-slice';
import { deriveStats, newAchievements } from './player-stats';
import type { PointType } from './rules';
import { gamificationStorageKey, parseStoredPlayer, readPlayer, writePlayer } from './storage';

/** Spec §9 timings. */
export const TOAST_MS = 4000;
export const TOAST_EXIT_MS = 300;
export const CELEBRATION_MS = 3000;
export const BATCH_ACHIEVEMENT_DELAY_MS = 1000;
/** Activity coming in quick succession is sent as one request. */
export const SYNC_DEBOUNCE_MS = 400;
/** Waits before sending again after a failed sync. */
export const RETRY_DELAYS_MS = [2000, 5000, 15_000, 30_000, 60_000];
export const SYNC_CHUNK = 200;
/** A tab coming back to the front pulls other devices' progress at most this often. */
export const REFRESH_ON_VISIBLE_MS = 30_000;
/**
 * A moment in a tab that has not heard from the server for this long, or never has (its
 * first read failed or has not answered yet), first pulls the server's log (waiting at
 * most `FRESHEN_BEFORE_AWARD_WAIT_MS`): an achievement earned on another device meanwhile,
 * or long ago on another browser, was otherwise announced here, its points shown and then
 * taken back by the sync. Still unheard after the wait, the moment announces no achievement
 * and celebrates only its own points.
 */
export const FRESHEN_BEFORE_AWARD_MS = 30_000;
export const FRESHEN_BEFORE_AWARD_WAIT_MS = 1500;

const requestSync = (immediate = false) => syncRequested({ immediate });

/** The spec's window event: kept for listeners outside the store (product-spec §4 Achievements). */
export const GAMIFICATION_UPDATE_EVENT = 'gamificationUpdate';

type State = { gamification: GamificationState };
const gam = (state: unknown) => selectGamification(state as State);
const stats = (state: unknown) => selectPlayerStats(state as State);

function announceUpdate(detail: unknown) {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(GAMIFICATION_UPDATE_EVENT, { detail }));
}

/** The first element of a 400 message such as "events.3.points must be 25 ...". */
function refusedIndex(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const body = error.body as { message?: unknown } | undefined;
  const text = Array.isArray(body?.message) ? body?.message.join(' ') : String(body?.message ?? '');
  const match = /events\.(\d+)\./.exec(text);
  return match ? Number(match[1]) : null;
}

export const registerGamificationListeners: ListenerRegistration = (startListening) => {
  registerSession(startListening);
  registerAwards(startListening);
  registerPersistence(startListening);
  registerSync(startListening);
  registerTimers(startListening);
};

/** Loads the signed-in user's log, and follows other tabs, the network and the zone. */
function registerSession(startListening: AppStartListening) {
  let detach: (() => void) | null = null;

  startListening({
    predicate: (_action, current, previous) => {
      const a = selectSessionUser(current);
      const b = selectSessionUser(previous);
      return a?.id !== b?.id || a?.timezone !== b?.timezone;
    },
    effect: (_action, api) => {
      const user = selectSessionUser(api.getState());
      const loaded = gam(api.getState()).userId;
      if (user && loaded === user.id) {
        api.dispatch(timeZoneChanged(user.timezone));
        return;
      }
      detach?.();
      detach = null;
      if (!user) return;

      api.dispatch(
        playerLoaded({ userId: user.id, timeZone: user.timezone, ...readPlayer(user.id) }),
      );
      api.dispatch(requestSync(true));

      const key = gamificationStorageKey(user.id);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key || event.newValue === null) return;
        api.dispatch(storageChanged(parseStoredPlayer(event.newValue)));
      };
      const onOnline = () => api.dispatch(requestSync(true));
      const onVisible = () => {
        const last = gam(api.getState()).sync.lastSyncedAt;
        if (
          document.visibilityState === 'visible' &&
          (!last || Date.now() - Date.parse(last) > REFRESH_ON_VISIBLE_MS)
        ) {
          api.dispatch(requestSync(true));
        }
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisible);
      detach = () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisible);
      };
    },
  });

  startListening({
    actionCreator: sessionEnded,
    effect: () => {
      detach?.();
      detach = null;
    },
  });
}

interface AwardOptions {
  pointType: PointType;
  celebrate: boolean;
  /** Read the server's log first however recently it was read (a reflection: see there). */
  freshen?: boolean;
  /** Wait before announcing the first new achievement (rapid writing: 1 s). */
  announceAfterMs?: number;
}

/** Turns the shared events into log entries, then celebrates what they earned. */
function registerAwards(startListening: AppStartListening) {
  const award = async (
    events: GamificationEvent[],
    options: AwardOptions,
    api: Parameters<Parameters<AppStartListening>[0]['effect']>[1],
  ) => {
    const userId = gam(api.getState()).userId;
    if (!userId || events.length === 0) return;
    // What this tab had already paid for stays paid once (a goal completed twice); an id
    // that comes in through the freshening below is new to it all the same.
    const paid = new Set(gam(api.getState()).log.map((e) => e.id));
    const refused = new Set(gam(api.getState()).refusedIds);
    const incoming = events.filter((e) => !paid.has(e.id) && !refused.has(e.id));
    if (incoming.length === 0) return;
    const { lastSyncedAt, status } = gam(api.getState()).sync;
    if (
      options.freshen ||
      !lastSyncedAt ||
      Date.now() - Date.parse(lastSyncedAt) > FRESHEN_BEFORE_AWARD_MS
    ) {
      // A first read already on its way is waited for rather than started again.
      if (lastSyncedAt || status !== 'syncing') api.dispatch(requestSync(true));
      await api.condition(
        (action) =>
          syncSucceeded.match(action) || syncUnchanged.match(action) || syncFailed.match(action),
        FRESHEN_BEFORE_AWARD_WAIT_MS,
      );
      if (gam(api.getState()).userId !== userId) return;
    }
    const state = gam(api.getState());
    // Never heard from the server: what this browser knows may be far less than the user
    // has earned (a new browser), so no achievement is announced as new.
    const heard = state.sync.lastSyncedAt !== null;
    const before = deriveStats(
      logBefore(state.log, incoming, paid),
      state.timeZone,
      state.serverIds,
    );
    api.dispatch(activityRecorded(incoming));
    const after = stats(api.getState());
    const earned = newAchievements(before, after);
    const announced = heard ? earned : [];
    const points =
      after.totalPoints -
      before.totalPoints -
      (heard ? 0 : earned.reduce((sum, a) => sum + a.points, 0));
    announceUpdate({ stats: after, newAchievements: announced, pointType: options.pointType });
    api.dispatch(requestSync());
    if (options.celebrate) {
      api.dispatch(celebrationStarted(options.pointType, points, incoming.length));
    }
    if (announced.length > 0) {
      if (options.announceAfterMs) await api.delay(options.announceAfterMs);
      api.dispatch(achievementAnnounced(announced[0]));
    }
  };

  startListening({
    actionCreator: goalCreated,
    effect: (action, api) =>
      award(
        [goalCreatedEvent(action.payload.goalId, new Date().toISOString())],
        { pointType: 'goal_created', celebrate: true },
        api,
      ),
  });
  startListening({
    actionCreator: goalsCreated,
    effect: (action, api) => {
      const at = new Date().toISOString();
      return award(
        action.payload.goals.map((g) => goalCreatedEvent(g.goalId, at)),
        { pointType: 'goal_created', celebrate: true, announceAfterMs: BATCH_ACHIEVEMENT_DELAY_MS },
        api,
      );
    },
  });
  startListening({
    actionCreator: goalCompleted,
    effect: (action, api) =>
      award(
        [goalCompletedEvent(action.payload.goalId, new Date().toISOString())],
        { pointType: 'goal_completed', celebrate: true },
        api,
      ),
  });
  startListening({
    actionCreator: reflectionSaved,
    effect: async (action, api) => {
      const { reflectionId, xpAwarded } = action.payload;
      if (xpAwarded <= 0) {
        api.dispatch(requestSync(true)); // fetch the server's own record of it
        return;
      }
      // The server wrote the reward into the log as it saved it, with the achievements of
      // the spec it earned (On Fire! on a third day running), whose rewards `xpAwarded`
      // counts too: its own record is read first, and mirrored only when that read fails.
      const at = new Date().toISOString();
      const mirror = reflectionEvent(reflectionId, xpAwarded, at);
      const state = gam(api.getState());
      const replayed = (log: GamificationEvent[]) =>
        deriveStats(log, state.timeZone, state.serverIds);
      // The mirror holds what is left of `xpAwarded` once the achievements its day earns in
      // this log, which the replay pays from the table, are taken out.
      const earned = newAchievements(
        replayed(state.log),
        replayed(mergeLogs(state.log, [{ ...mirror, points: 0 }])),
      ).reduce((sum, a) => sum + a.points, 0);
      // The reflections screen shows its own XP popup: no celebration here.
      await award(
        [{ ...mirror, points: Math.max(0, xpAwarded - earned) }],
        { pointType: 'reflection', celebrate: false, freshen: true },
        api,
      );
    },
  });
}

/** Saves the log per user whenever it changes (listener middleware, never the reducer). */
function registerPersistence(startListening: AppStartListening) {
  startListening({
    predicate: (_action, current, previous) => {
      const a = gam(current);
      const b = gam(previous);
      return (
        a.userId !== null &&
        a.userId === b.userId &&
        (a.log !== b.log ||
          a.serverIds !== b.serverIds ||
          a.serverTag !== b.serverTag ||
          a.refusedIds !== b.refusedIds)
      );
    },
    effect: (_action, api) => {
      const { userId, log, serverIds, serverTag, refusedIds } = gam(api.getState());
      if (userId) writePlayer(userId, { log, serverIds, serverTag, refusedIds });
    },
  });
}

/**
 * Sends the events the server does not have (in chunks) or fetches its log,
 * then reconciles. A failure keeps every event and tries again later.
 */
function registerSync(startListening: AppStartListening) {
  startListening({
    actionCreator: syncRequested,
    effect: async (action, api) => {
      api.cancelActiveListeners(); // the latest request wins; earlier waits are dropped
      if (!action.payload?.immediate) await api.delay(SYNC_DEBOUNCE_MS);
      const userId = gam(api.getState()).userId;
      // While this tab's session is lost, its calls may carry another account's session
      // (signed in as someone else in another tab): no log of theirs is merged into this one.
      const lost = () => selectSessionLost(api.getState() as never);
      if (!userId || lost()) return;

      api.dispatch(syncStarted());
      const requestedAt = new Date().toISOString();
      const pending = selectPendingEvents(api.getState() as State);
      let chunk: GamificationEvent[] = [];
      try {
        let events: GamificationEvent[] | null = null;
        let tag: string | null = null;
        if (pending.length === 0) {
          // Sent with the tag of the log it last read: an unchanged log is a 304, no body.
          // Not the page's first read: the server fetched that one with the HTML (a preload,
          // member-data.json), and the browser hands a preload only to the very same request.
          const { serverTag, sync } = gam(api.getState());
          const request = api.dispatch(
            gamificationApi.endpoints.listGamificationEvents.initiate(
              sync.lastSyncedAt === null ? null : serverTag,
              { subscribe: false, forceRefetch: true },
            ),
          );
          const read = await api.pause(request.unwrap());
          if (read.unchanged) {
            if (gam(api.getState()).userId !== userId || lost()) return;
            api.dispatch(syncUnchanged({ requestedAt }));
            return;
          }
          events = sanitizeLog(read.events);
          tag = read.tag;
        } else {
          for (let i = 0; i < pending.length; i += SYNC_CHUNK) {
            chunk = pending.slice(i, i + SYNC_CHUNK);
            const request = api.dispatch(
              gamificationApi.endpoints.recordGamificationEvents.initiate({ events: chunk }),
            );
            try {
              const answer = await api.pause(request.unwrap());
              events = sanitizeLog(answer.events);
              tag = answer.tag;
            } finally {
              request.reset();
            }
          }
        }
        if (gam(api.getState()).userId !== userId || !events || lost()) return;
        api.dispatch(syncSucceeded({ events, requestedAt, tag }));
      } catch (error) {
        if (!isApiError(error)) throw error; // cancelled: a newer sync took over
        if (error.status === 400) {
          const index = refusedIndex(error);
          const refused =
            index !== null && chunk[index] ? [chunk[index].id] : chunk.map((e) => e.id);
          console.warn('The server refused gamification events', refused, error.message);
          api.dispatch(eventsRefused(refused));
          api.dispatch(requestSync(true));
          return;
        }
        const retry = error.status !== 401 && error.status !== 403;
        api.dispatch(syncFailed({ retry }));
        if (!retry) return;
        const failures = gam(api.getState()).sync.failures;
        await api.delay(RETRY_DELAYS_MS[Math.min(failures - 1, RETRY_DELAYS_MS.length - 1)]);
        api.dispatch(requestSync(true));
      }
    },
  });
}

/** The celebration's 3 s and the toast's 4 s + 0.3 s exit. */
function registerTimers(startListening: AppStartListening) {
  startListening({
    actionCreator: celebrationStarted,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const key = gam(api.getState()).celebration?.key;
      await api.delay(CELEBRATION_MS);
      if (key !== undefined) api.dispatch(celebrationEnded(key));
    },
  });
  startListening({
    actionCreator: achievementAnnounced,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const key = gam(api.getState()).announcement?.key;
      if (key === undefined) return;
      await api.delay(TOAST_MS);
      api.dispatch(achievementLeaving(key));
    },
  });
  startListening({
    actionCreator: achievementLeaving,
    effect: async (action, api) => {
      await api.delay(TOAST_EXIT_MS);
      api.dispatch(achievementDismissed(action.payload));
    },
  });
}

/**
 * The log as it was before `incoming`: without those ids, even where the sync that
 * freshened the log brought them (the server wrote a reflection's event as it saved it),
 * and without the achievements that came in with that sync stamped at or after them (the
 * server records the achievement a reflection earns in the same save, at its time). So
 * what `incoming` earned is told as new, wherever its events came from.
 */
function logBefore(
  log: readonly GamificationEvent[],
  incoming: readonly GamificationEvent[],
  paid: ReadonlySet<string>,
): GamificationEvent[] {
  const ids = new Set(incoming.map((e) => e.id));
  const times = [...incoming, ...log.filter((e) => ids.has(e.id))].map((e) =>
    Date.parse(e.occurredAt),
  );
  const since = Math.min(...times);
  return log.filter(
    (e) =>
      !ids.has(e.id) &&
      !(e.type === 'achievement' && !paid.has(e.id) && Date.parse(e.occurredAt) >= since),
  );
}
