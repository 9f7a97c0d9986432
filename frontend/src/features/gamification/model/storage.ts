import { sanitizeLog, type GamificationEvent } from './activity-log';

/** Per-user keys (decisions §6): a second person on this browser never sees the first one's points. */
export const gamificationStorageKey = (userId: string) => `lodestar:${userId}:gamification`;

export interface StoredPlayer {
  log: GamificationEvent[];
  serverIds: string[];
  /** The server log's ETag when it held `serverIds` (a conditional read sends it back). */
  serverTag: string | null;
  refusedIds: string[];
}

const EMPTY: StoredPlayer = { log: [], serverIds: [], serverTag: null, refusedIds: [] };

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

/** Reads a stored player; a corrupt value counts as empty (and is logged). */
export function parseStoredPlayer(raw: string | null): StoredPlayer {
  if (!raw) return { ...EMPTY };
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return {
      log: sanitizeLog(value.log),
      serverIds: strings(value.serverIds),
      serverTag: typeof value.serverTag === 'string' ? value.serverTag : null,
      refusedIds: strings(value.refusedIds),
    };
  } catch (error) {
    console.warn('Ignoring a corrupt saved gamification log', error);
    return { ...EMPTY };
  }
}

export function serializePlayer(player: StoredPlayer): string {
  return JSON.stringify({ v: 1, ...player });
}

export function readPlayer(userId: string): StoredPlayer {
  try {
    return parseStoredPlayer(window.localStorage.getItem(gamificationStorageKey(userId)));
  } catch {
    return { ...EMPTY };
  }
}

/** Writes only when the content changed, so tabs do not echo each other's writes forever. */
export function writePlayer(userId: string, player: StoredPlayer): void {
  try {
    const key = gamificationStorageKey(userId);
    const value = serializePlayer(player);
    if (window.localStorage.getItem(key) !== value) window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the server copy still holds the log.
  }
}
