import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import { createClient, type RedisClientType } from 'redis';
import { AppSessionData, IDLE_TTL_MS, SessionRegistry } from './session-registry';

type Callback = (err?: unknown, data?: unknown) => unknown;
const PREFIX = 'lodestar:sess:';
const userKey = (userId: string) => `lodestar:user-sessions:${userId}`;
const TOUCH_EVERY_MS = 60_000;

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
      ttl: (sess: SessionData) => {
        const expires = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : 0;
        const ms = expires > Date.now() ? expires - Date.now() : IDLE_TTL_MS;
        return Math.max(1, Math.ceil(ms / 1000));
      },
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
    if (userId) {
      try {
        await this.redis.sAdd(userKey(userId), sid);
        await this.redis.expire(userKey(userId), 31 * 24 * 3600);
      } catch (err) {
        return cb?.(err);
      }
    }
    return super.set(sid, sess, cb);
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
    if (doomed.length > 0) await this.redis.del(doomed.map((sid) => PREFIX + sid));
    await this.redis.del(userKey(userId));
    if (exceptSid && sids.includes(exceptSid)) await this.redis.sAdd(userKey(userId), exceptSid);
  }

  /** Redis expires sessions itself; nothing to purge. */
  async purgeExpired(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    if (this.redis.isOpen) await this.redis.quit();
  }
}
