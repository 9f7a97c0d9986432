import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import { createClient, type RedisClientType } from 'redis';
import {
  AppSessionData,
  EndedSession,
  ExpiredSession,
  IDLE_TTL_MS,
  idleLifetimeMs,
  isFreshSession,
  SessionRegistry,
} from './session-registry';

type Callback = (err?: unknown, data?: unknown) => unknown;
type StoredSession = SessionData & AppSessionData;
const PREFIX = 'lodestar:sess:';
const userKey = (userId: string) => `lodestar:user-sessions:${userId}`;
/** Every signed-in session's id, scored by when it expires (epoch ms). */
const EXPIRY_KEY = 'lodestar:sess-expiry';
/** What the purge needs once the session is gone: userId, loginHistoryId, rememberMe. */
const metaKey = (sid: string) => `lodestar:sess-meta:${sid}`;
/** How long the purge has to see a session gone before its meta goes too. */
const META_MARGIN_S = 7 * 24 * 3600;
const TOUCH_EVERY_MS = 60_000;
const PURGE_BATCH = 500;

interface SessionMeta {
  userId?: string;
  loginHistoryId?: string;
  rememberMe?: string;
}

/** When a session that lived until `expireMs` was last used (as the database store reckons). */
function lastActiveAt(expireMs: number, meta: SessionMeta): Date {
  return new Date(expireMs - idleLifetimeMs({ rememberMe: meta.rememberMe === '1' }));
}

/** Seconds until the session's cookie expires, or a day's idle lifetime without one. */
function sessionTtlSeconds(sess: SessionData): number {
  const expires = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : 0;
  const ms = expires > Date.now() ? expires - Date.now() : IDLE_TTL_MS;
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Sessions in Redis (connect-redis) when REDIS_URL is set. Redis expires idle
 * sessions by itself; a set per user lists that user's session ids so all of
 * them can be ended at once (password change, account deletion). Redis tells
 * nobody when a key expires, so each signed-in session is also listed in a
 * sorted set by its expiry, with what its login-history entry needs kept beside
 * it (`lodestar:sess-meta:<sid>`, outliving the session by a week): the purge job
 * reads both to close the entries of the sessions that expired idle.
 */
class IndexedRedisStore extends RedisStore {
  /** When this node last refreshed each session's TTL (an optimisation only). */
  private readonly lastTouch = new Map<string, number>();

  constructor(private readonly redis: RedisClientType) {
    super({
      client: redis,
      prefix: PREFIX,
      ttl: (sess: SessionData) => sessionTtlSeconds(sess),
    });
  }

  /**
   * Refreshes the TTL (and the session's place in the expiry set) at most once a
   * minute per session. Answering at once (synchronously) when there is nothing to
   * do also lets express-session send the response in one piece instead of holding
   * back its last byte.
   */
  override touch(sid: string, sess: StoredSession, cb?: Callback): Promise<unknown> {
    const now = Date.now();
    const last = this.lastTouch.get(sid);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) {
      cb?.();
      return Promise.resolve();
    }
    if (this.lastTouch.size > 50_000) this.lastTouch.clear();
    this.lastTouch.set(sid, now);
    return this.refresh(sid, sess).then(
      () => cb?.(),
      (err: unknown) => cb?.(err),
    );
  }

  private async refresh(sid: string, sess: StoredSession): Promise<void> {
    const ttl = sessionTtlSeconds(sess);
    // Only a session still there is tracked again: one ended meanwhile stays ended.
    const kept = await this.redis.expire(PREFIX + sid, ttl);
    if (kept && sess.passport?.user) await this.track(sid, sess, ttl);
  }

  override async set(sid: string, sess: StoredSession, cb?: Callback): Promise<unknown> {
    this.lastTouch.set(sid, Date.now());
    const userId = sess.passport?.user;
    const ttl = sessionTtlSeconds(sess);
    try {
      if (!isFreshSession(sess)) {
        // Only a session begun by this request is created; any other is replaced only
        // while it exists, so a request still running when its session was ended (a
        // password change, a sign-out elsewhere) does not bring it back.
        const kept = await this.redis.set(PREFIX + sid, JSON.stringify(sess), {
          condition: 'XX',
          expiration: { type: 'EX', value: ttl },
        });
        if (kept !== null && userId) {
          await this.index(userId, sid);
          await this.track(sid, sess, ttl);
        }
        return cb?.();
      }
      if (userId) await this.index(userId, sid);
      await super.set(sid, sess); // throws when it fails (no callback given)
      if (userId) await this.track(sid, sess, ttl);
    } catch (err) {
      return cb?.(err);
    }
    return cb?.();
  }

  override async destroy(sid: string, cb?: Callback): Promise<unknown> {
    this.lastTouch.delete(sid);
    try {
      // The session and its place in the expiry set go together: a sign-out is no expiry.
      await this.redis
        .multi()
        .del(PREFIX + sid)
        .zRem(EXPIRY_KEY, sid)
        .del(metaKey(sid))
        .exec();
    } catch (err) {
      return cb?.(err);
    }
    return cb?.();
  }

  private async index(userId: string, sid: string): Promise<void> {
    await this.redis.sAdd(userKey(userId), sid);
    await this.redis.expire(userKey(userId), 31 * 24 * 3600);
  }

  /** Lists the session by the time it expires, with what its purge will need. */
  private async track(sid: string, sess: StoredSession, ttl: number): Promise<void> {
    const meta: Record<string, string> = {
      userId: sess.passport?.user ?? '',
      loginHistoryId: sess.loginHistoryId ?? '',
      rememberMe: sess.rememberMe ? '1' : '0',
    };
    await this.redis
      .multi()
      .hSet(metaKey(sid), meta)
      .expire(metaKey(sid), ttl + META_MARGIN_S)
      .zAdd(EXPIRY_KEY, { score: Date.now() + ttl * 1000, value: sid })
      .exec();
  }
}

function loginHistoryIdOf(raw: string): string | null {
  try {
    return (JSON.parse(raw) as AppSessionData).loginHistoryId ?? null;
  } catch {
    return null;
  }
}

export class RedisSessionRegistry extends SessionRegistry {
  readonly store: IndexedRedisStore;

  private constructor(private readonly redis: RedisClientType) {
    super();
    this.store = new IndexedRedisStore(redis);
  }

  static async connect(url: string): Promise<RedisSessionRegistry> {
    const redis = createClient({
      url,
      socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) },
    });
    redis.on('error', () => undefined); // reconnects on its own; requests fail with 503 meanwhile
    await redis.connect();
    return new RedisSessionRegistry(redis as RedisClientType);
  }

  /**
   * Ends the user's other sessions. A live one ended `now`; one already expired whose
   * purge has not run yet ended at its last activity (its tracking is taken here, so
   * the purge does not report it again); one gone without a trace is not reported.
   */
  async destroyAllForUser(
    userId: string,
    exceptSid?: string,
    now: Date = new Date(),
  ): Promise<EndedSession[]> {
    const sids = await this.redis.sMembers(userKey(userId));
    const doomed = sids.filter((sid) => sid !== exceptSid);
    if (doomed.length === 0) return [];
    const held = await this.redis.mGet(doomed.map((sid) => PREFIX + sid));
    await this.redis.del(doomed.map((sid) => PREFIX + sid));
    // Only the ended ones leave the index: a session begun meanwhile stays listed.
    await this.redis.sRem(userKey(userId), doomed);
    const tracked = await Promise.all(doomed.map((sid) => this.untrack(sid)));
    const ended: EndedSession[] = [];
    for (const [i, raw] of held.entries()) {
      const taken = tracked[i];
      if (raw) {
        ended.push({ userId, loginHistoryId: loginHistoryIdOf(raw), endedAt: now });
      } else if (taken?.meta.userId === userId) {
        ended.push({
          userId,
          loginHistoryId: taken.meta.loginHistoryId || null,
          endedAt: lastActiveAt(taken.expireMs, taken.meta),
        });
      }
    }
    return ended;
  }

  /**
   * Walks the user's index and rewrites each other session without its counted day
   * (`SET ... XX KEEPTTL`: only while it exists, its TTL unchanged, so a session that
   * ended meanwhile stays ended). Its place in the expiry set and its meta are untouched.
   * A write of the same session between the read and the rewrite is replaced: after
   * sign-in only its counted day (and its cookie's expiry, which the kept TTL governs)
   * changes, so at worst its next request counts the visit again.
   */
  async forgetCountedDay(userId: string, exceptSid?: string): Promise<void> {
    const sids = (await this.redis.sMembers(userKey(userId))).filter((sid) => sid !== exceptSid);
    if (sids.length === 0) return;
    const held = await this.redis.mGet(sids.map((sid) => PREFIX + sid));
    for (const [i, raw] of held.entries()) {
      if (!raw) continue;
      let sess: StoredSession;
      try {
        sess = JSON.parse(raw) as StoredSession;
      } catch {
        continue; // not ours to repair: express-session refuses it anyway
      }
      if (sess.activeDay === undefined && sess.timezone === undefined) continue;
      delete sess.activeDay;
      delete sess.timezone;
      await this.redis.set(PREFIX + sids[i], JSON.stringify(sess), {
        condition: 'XX',
        expiration: 'KEEPTTL',
      });
    }
  }

  /**
   * Takes the sessions whose expiry has passed out of the expiry set and reports the
   * ones Redis has dropped (their login-history entries close at their last activity),
   * as the database store's purge does. One still there (its TTL moved on by a node
   * whose clock runs behind) is listed again at its real expiry. Of two nodes purging
   * at once, only the one whose ZREM removed a session reports it.
   */
  async purgeExpired(now: Date): Promise<number> {
    const expired: ExpiredSession[] = [];
    for (;;) {
      const due = await this.redis.zRangeByScoreWithScores(EXPIRY_KEY, '-inf', now.getTime(), {
        LIMIT: { offset: 0, count: PURGE_BATCH },
      });
      if (due.length === 0) break;
      const ttls = await Promise.all(due.map(({ value }) => this.redis.pTTL(PREFIX + value)));
      for (const [i, { value: sid }] of due.entries()) {
        const ttl = Number(ttls[i]);
        if (ttl !== -2) {
          // Scored as `track` scores (this node's time); past `now` in any case, so
          // this purge moves on.
          const expireMs = Date.now() + (ttl >= 0 ? ttl : IDLE_TTL_MS);
          await this.redis.zAdd(EXPIRY_KEY, {
            score: Math.max(expireMs, now.getTime() + 1),
            value: sid,
          });
          continue;
        }
        const taken = await this.untrack(sid);
        if (!taken?.meta.userId) continue;
        await this.redis.sRem(userKey(taken.meta.userId), sid);
        expired.push({
          userId: taken.meta.userId,
          loginHistoryId: taken.meta.loginHistoryId || null,
          lastActiveAt: lastActiveAt(taken.expireMs, taken.meta),
        });
      }
      if (due.length < PURGE_BATCH) break;
    }
    await this.emitExpired(expired);
    return expired.length;
  }

  /**
   * Removes the session from the expiry set and returns its meta and expiry, or null
   * when it was not listed (or another caller took it first).
   */
  private async untrack(sid: string): Promise<{ meta: SessionMeta; expireMs: number } | null> {
    const [score, removed, meta] = (await this.redis
      .multi()
      .zScore(EXPIRY_KEY, sid)
      .zRem(EXPIRY_KEY, sid)
      .hGetAll(metaKey(sid))
      .del(metaKey(sid))
      .exec()) as unknown as [number | string | null, number, SessionMeta, number];
    if (Number(removed) !== 1 || score === null) return null;
    return { meta, expireMs: Number(score) };
  }

  async close(): Promise<void> {
    if (this.redis.isOpen) await this.redis.quit();
  }
}
