import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import { createClient, type RedisClientType } from 'redis';
import { AppSessionData, IDLE_TTL_MS, isFreshSession, SessionRegistry } from './session-registry';

type Callback = (err?: unknown, data?: unknown) => unknown;
const PREFIX = 'lodestar:sess:';
const userKey = (userId: string) => `lodestar:user-sessions:${userId}`;
const TOUCH_EVERY_MS = 60_000;

/** Seconds until the session's cookie expires, or a day's idle lifetime without one. */
function sessionTtlSeconds(sess: SessionData): number {
  const expires = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : 0;
  const ms = expires > Date.now() ? expires - Date.now() : IDLE_TTL_MS;
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Sessions in Redis (connect-redis) when REDIS_URL is set. Redis expires idle
 * sessions by itself; a set per user lists that user's session ids so all of
 * them can be ended at once (password change, account deletion).
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
   * Refreshes the TTL at most once a minute per session. Answering at once
   * (synchronously) when there is nothing to do also lets express-session send
   * the response in one piece instead of holding back its last byte.
   */
  override touch(sid: string, sess: SessionData, cb?: Callback): Promise<unknown> {
    const now = Date.now();
    const last = this.lastTouch.get(sid);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) {
      cb?.();
      return Promise.resolve();
    }
    if (this.lastTouch.size > 50_000) this.lastTouch.clear();
    this.lastTouch.set(sid, now);
    return super.touch(sid, sess, cb);
  }

  override async set(
    sid: string,
    sess: SessionData & AppSessionData,
    cb?: Callback,
  ): Promise<unknown> {
    this.lastTouch.set(sid, Date.now());
    const userId = sess.passport?.user;
    try {
      if (!isFreshSession(sess)) {
        // Only a session begun by this request is created; any other is replaced only
        // while it exists, so a request still running when its session was ended (a
        // password change, a sign-out elsewhere) does not bring it back.
        const ttl = sessionTtlSeconds(sess);
        const kept = await this.redis.set(PREFIX + sid, JSON.stringify(sess), {
          condition: 'XX',
          expiration: { type: 'EX', value: ttl },
        });
        if (kept !== null && userId) await this.index(userId, sid);
        return cb?.();
      }
      if (userId) await this.index(userId, sid);
    } catch (err) {
      return cb?.(err);
    }
    return super.set(sid, sess, cb);
  }

  private async index(userId: string, sid: string): Promise<void> {
    await this.redis.sAdd(userKey(userId), sid);
    await this.redis.expire(userKey(userId), 31 * 24 * 3600);
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

  async destroyAllForUser(userId: string, exceptSid?: string): Promise<void> {
    const sids = await this.redis.sMembers(userKey(userId));
    const doomed = sids.filter((sid) => sid !== exceptSid);
    if (doomed.length === 0) return;
    await this.redis.del(doomed.map((sid) => PREFIX + sid));
    // Only the ended ones leave the index: a session begun meanwhile stays listed.
    await this.redis.sRem(userKey(userId), doomed);
  }

  /** Redis expires sessions itself; nothing to purge. */
  async purgeExpired(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    if (this.redis.isOpen) await this.redis.quit();
  }
}
