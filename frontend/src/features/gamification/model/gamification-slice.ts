import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../../shared/events';
import {
  achievementEvent,
  mergeLogs,
  reconcileWithServer,
  type GamificationEvent,
} from './activity-log';
import { deriveStats, type EarnedAchievement } from './player-stats';
import { safeTimeZone, type PointType } from './rules';

export type SyncStatus = 'idle' | 'syncing' | 'retrying' | 'stopped';

export interface GamificationState {
  /** Whose log this is; null until the signed-in user is known. */
  userId: string | null;
  /** The profile's time zone: it decides what "a day" is for the streak (decisions §9). */
  timeZone: string;
  log: GamificationEvent[];
  /** Ids the server is known to hold (so they are not sent again). */
  serverIds: string[];
  /**
   * The ETag of the server's log when it held exactly `serverIds` (its answer that set
   * them), sent back as If-None-Match: a 304 then means the server holds just those, as
   * this log has them. Null when unknown or no longer true of `serverIds`.
   */
  serverTag: string | null;
  /** Ids the server refused as invalid: kept out of the log and never sent again. */
  refusedIds: string[];
  sync: { status: SyncStatus; failures: number; lastSyncedAt: string | null };
  /** `count`: how many goals a rapid-writing batch created (1 otherwise). */
  celebration: { key: number; type: PointType; points: number; count: number } | null;
  announcement: { key: number; achievement: EarnedAchievement; leaving: boolean } | null;
  nextKey: number;
}

const initialState: GamificationState = {
  userId: null,
  timeZone: 'UTC',
  log: [],
  serverIds: [],
  serverTag: null,
  refusedIds: [],
  sync: { status: 'idle', failures: 0, lastSyncedAt: null },
  celebration: null,
  announcement: null,
  nextKey: 1,
};

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])].sort();
const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The achievement events a log is missing: achievements its replay earns that no
 * `achievement:<id>` event records yet (earned by an activity that came in through a
 * sync, or recorded by no device), as events at `at`.
 */
function missingAchievements(
  log: readonly GamificationEvent[],
  timeZone: string,
  serverIds: readonly string[],
  at: string,
): GamificationEvent[] {
  const recorded = new Set(log.filter((e) => e.type === 'achievement').map((e) => e.id));
  return deriveStats(log, timeZone, serverIds)
    .achievements.filter((a) => !recorded.has(`achievement:${a.id}`))
    .map((a) => achievementEvent(a.id, at));
}

export const gamificationSlice = createSlice({
  name: 'gamification',
  initialState,
  reducers: {
    /** The signed-in user's stored log (from localStorage) is loaded. */
    playerLoaded(
      _state,
      action: PayloadAction<{
        userId: string;
        timeZone: string;
        log: GamificationEvent[];
        serverIds: string[];
        serverTag?: string | null;
        refusedIds: string[];
      }>,
    ) {
      const { userId, timeZone, log, serverIds, serverTag = null, refusedIds } = action.payload;
      const kept = mergeLogs(log.filter((e) => !refusedIds.includes(e.id)));
      const ids = union([], serverIds);
      // The tag stands for the server's events as this log holds them: not when some are gone.
      const held = new Set(kept.map((e) => e.id));
      return {
        ...initialState,
        userId,
        timeZone: safeTimeZone(timeZone),
        log: kept,
        serverIds: ids,
        serverTag: ids.every((id) => held.has(id)) ? serverTag : null,
        refusedIds: union([], refusedIds),
      };
    },
    timeZoneChanged(state, action: PayloadAction<string>) {
      state.timeZone = safeTimeZone(action.payload);
    },
    /**
     * New activities (goal created, completed, reflection). Known ids change
     * nothing (a goal completed twice pays once); achievements the log now
     * earns and does not record are recorded as `achievement:<id>` events at `at`,
     * also when the activity is already in the log (it came in through the sync that
     * freshened the log first: a reflection the server wrote as it saved it).
     */
    activityRecorded: {
      reducer(state, action: PayloadAction<{ events: GamificationEvent[]; at: string }>) {
        const known = new Set(state.log.map((e) => e.id));
        const incoming = action.payload.events.filter(
          (e) => !state.refusedIds.includes(e.id) && !known.has(e.id),
        );
        const log = incoming.length > 0 ? mergeLogs(state.log, incoming) : state.log;
        const missing = missingAchievements(
          log,
          state.timeZone,
          state.serverIds,
          action.payload.at,
        );
        if (incoming.length === 0 && missing.length === 0) return; // first write wins
        state.log = missing.length > 0 ? mergeLogs(log, missing) : log;
      },
      prepare(events: GamificationEvent[]) {
        return { payload: { events, at: new Date().toISOString() } };
      },
    },
    /** Another tab of the same browser wrote the log: take its events too. */
    storageChanged(
      state,
      action: PayloadAction<{
        log: GamificationEvent[];
        serverIds: string[];
        serverTag?: string | null;
        refusedIds: string[];
      }>,
    ) {
      state.refusedIds = union(state.refusedIds, action.payload.refusedIds);
      const ids = union(state.serverIds, action.payload.serverIds);
      // A tag stands for one set of server ids: ours, the other tab's, or neither's.
      if (!sameIds(ids, state.serverIds)) {
        state.serverTag = sameIds(ids, union([], action.payload.serverIds))
          ? (action.payload.serverTag ?? null)
          : null;
        state.serverIds = ids;
      }
      state.log = mergeLogs(state.log, action.payload.log).filter(
        (e) => !state.refusedIds.includes(e.id),
      );
    },
    syncStarted(state) {
      state.sync.status = 'syncing';
    },
    /** The server answered its whole merged log (and its ETag, when it sent one). */
    syncSucceeded(
      state,
      action: PayloadAction<{
        events: GamificationEvent[];
        requestedAt: string;
        tag?: string | null;
      }>,
    ) {
      const { events, requestedAt, tag = null } = action.payload;
      state.log = reconcileWithServer(state.log, events, requestedAt);
      state.serverIds = union(
        [],
        events.map((e) => e.id),
      );
      state.serverTag = tag;
      state.sync = { status: 'idle', failures: 0, lastSyncedAt: new Date().toISOString() };
    },
    /**
     * The server's log is the one `serverTag` names (304): it holds exactly `serverIds`,
     * as this log has them. Only a mirrored reflection it does not hold goes, as after any
     * sync that started later (`reconcileWithServer`); the log is otherwise left as it is,
     * so nothing is saved or replayed again.
     */
    syncUnchanged(state, action: PayloadAction<{ requestedAt: string }>) {
      const held = new Set(state.serverIds);
      const asked = Date.parse(action.payload.requestedAt);
      const unheld = (e: GamificationEvent) =>
        e.type === 'reflection' && !held.has(e.id) && Date.parse(e.occurredAt) <= asked;
      if (state.log.some(unheld)) state.log = state.log.filter((e) => !unheld(e));
      state.sync = { status: 'idle', failures: 0, lastSyncedAt: new Date().toISOString() };
    },
    /** Offline or the server failed: nothing is lost, the events are sent again later. */
    syncFailed(state, action: PayloadAction<{ retry: boolean }>) {
      state.sync.failures += 1;
      state.sync.status = action.payload.retry ? 'retrying' : 'stopped';
    },
    /** The server refused these events as invalid: they leave the log and are never sent again. */
    eventsRefused(state, action: PayloadAction<string[]>) {
      state.refusedIds = union(state.refusedIds, action.payload);
      state.log = state.log.filter((e) => !action.payload.includes(e.id));
      state.serverTag = null; // the next read is a whole one
    },
    celebrationStarted: {
      reducer(state, action: PayloadAction<{ type: PointType; points: number; count: number }>) {
        state.celebration = { key: state.nextKey, ...action.payload };
        state.nextKey += 1;
      },
      prepare(type: PointType, points: number, count = 1) {
        return { payload: { type, points, count } };
      },
    },
    celebrationEnded(state, action: PayloadAction<number>) {
      if (state.celebration?.key === action.payload) state.celebration = null;
    },
    achievementAnnounced(state, action: PayloadAction<EarnedAchievement>) {
      state.announcement = { key: state.nextKey, achievement: action.payload, leaving: false };
      state.nextKey += 1;
    },
    /** The toast starts its 0.3 s exit (after 4 s, or when closed). */
    achievementLeaving(state, action: PayloadAction<number>) {
      if (state.announcement?.key === action.payload) state.announcement.leaving = true;
    },
    achievementDismissed(state, action: PayloadAction<number>) {
      if (state.announcement?.key === action.payload) state.announcement = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const {
  playerLoaded,
  timeZoneChanged,
  activityRecorded,
  storageChanged,
  syncStarted,
  syncSucceeded,
  syncUnchanged,
  syncFailed,
  eventsRefused,
  celebrationStarted,
  celebrationEnded,
  achievementAnnounced,
  achievementLeaving,
  achievementDismissed,
} = gamificationSlice.actions;

/** Asks for a sync with the server (debounced unless `immediate`). Handled by the listeners. */
export const syncRequested = createAction<{ immediate?: boolean } | undefined>(
  'gamification/syncRequested',
);

type WithGamification = { gamification: GamificationState };
export const selectGamification = (state: WithGamification) => state.gamification;

/** The player's stats: a pure function of the log, the zone and what the server holds. */
export const selectPlayerStats = createSelector(
  [
    (s: WithGamification) => s.gamification.log,
    (s: WithGamification) => s.gamification.timeZone,
    (s: WithGamification) => s.gamification.serverIds,
  ],
  deriveStats,
);

/** Events to send: not on the server, not refused, and not the server's own (reflections). */
export const selectPendingEvents = createSelector(
  [(s: WithGamification) => s.gamification.log, (s: WithGamification) => s.gamification.serverIds],
  (log, serverIds) => {
    const known = new Set(serverIds);
    return log.filter((e) => e.type !== 'reflection' && !known.has(e.id));
  },
);

export const selectIsPlayerLoaded = (s: WithGamification) => s.gamification.userId !== null;
/**
 * The server's log has not been read once on this browser and the last try failed: what
 * the store shows is only what this browser knows (nothing, on a new one).
 */
export const selectNeverSynced = (s: WithGamification) =>
  s.gamification.sync.lastSyncedAt === null && s.gamification.sync.failures > 0;
