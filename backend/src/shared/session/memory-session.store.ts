import { Store, type SessionData } from 'express-session';
import {
  AppSessionData,
  EndedSession,
  ExpiredSession,
  idleLifetimeMs,
  isFreshSession,
  SessionRegistry,
  sessionExpiry,
} from './session-registry';

type Callback<T = void> = (err?: unknown, value?: T) => void;
type StoredSession = SessionData & AppSessionData;

/** A session as kept: its JSON and when it expires if left idle (epoch ms). */
interface Held {
  json: string;
  expire: number;
}

/**
 * Sessions in a Map, each with its idle expiry reckoned as the database store reckons it
 * (the cookie's expiry with Remember me, else a day after its last use). An expired
 * session is never served and stays until the purge takes it, so its login-history
 * entry can be closed at its last activity. Callbacks are called at once: express-session
 * then sends each answer in one piece.
 */
export class MemorySessionStore extends Store {
  private readonly sessions = new Map<string, Held>();

  constructor(private readonly now: () => number = () => Date.now()) {
    super();
  }

  /** The session kept under `sid` while it has not expired. */
  private held(sid: string): Held | null {
    const held = this.sessions.get(sid);
    return held && held.expire > this.now() ? held : null;
  }

  /** The session, or null when there is none or it has expired. */
  private live(sid: string): StoredSession | null {
    const held = this.held(sid);
    return held ? parse(held.json) : null;
  }

  override get(sid: string, cb: Callback<StoredSession | null>): void {
    cb(undefined, this.live(sid));
  }

  /**
   * Writes a session it does not hold (or holds expired) only when this request began it
   * (as the other stores): a request still running when its session was ended does not
   * bring it back.
   */
  override set(sid: string, sess: StoredSession, cb?: Callback): void {
    if (isFreshSession(sess) || this.held(sid)) this.write(sid, sess);
    cb?.();
  }

  /** Moves a live session's expiry on; an ended or expired one stays so. */
  override touch(sid: string, sess: StoredSession, cb?: Callback): void {
    const kept = this.live(sid);
    if (kept) {
      kept.cookie = sess.cookie;
      this.write(sid, kept);
    }
    cb?.();
  }

  override destroy(sid: string, cb?: Callback): void {
    this.sessions.delete(sid);
    cb?.();
  }

  override all(cb: Callback<Record<string, StoredSession>>): void {
    const all: Record<string, StoredSession> = {};
    for (const sid of this.sessions.keys()) {
      const sess = this.live(sid);
      if (sess) all[sid] = sess;
    }
    cb(undefined, all);
  }

  override length(cb: Callback<number>): void {
    this.all((_err, all) => cb(undefined, Object.keys(all ?? {}).length));
  }

  override clear(cb?: Callback): void {
    this.sessions.clear();
    cb?.();
  }

  private write(sid: string, sess: StoredSession): void {
    const expire = sessionExpiry(sess, new Date(this.now())).getTime();
    this.sessions.set(sid, { json: JSON.stringify(sess), expire });
  }

  /** Every session of the user but `exceptSid`, expired ones included. */
  private sessionsOf(userId: string, exceptSid: string | undefined) {
    const found: Array<{ sid: string; sess: StoredSession; expire: number }> = [];
    for (const [sid, held] of this.sessions) {
      if (sid === exceptSid) continue;
      const sess = parse(held.json);
      if (sess?.passport?.user === userId) found.push({ sid, sess, expire: held.expire });
    }
    return found;
  }

  /**
   * Removes the user's other sessions: a live one ended `now`, one already expired (not
   * purged yet) at its last activity, as the database store reports them.
   */
  destroyAllForUser(userId: string, exceptSid: string | undefined, now: Date): EndedSession[] {
    return this.sessionsOf(userId, exceptSid).map(({ sid, sess, expire }) => {
      this.sessions.delete(sid);
      const live = expire > now.getTime();
      return {
        userId,
        loginHistoryId: sess.loginHistoryId ?? null,
        endedAt: live ? now : lastActiveAt(expire, sess),
      };
    });
  }

  /** Rewrites the user's other sessions without their counted day, their expiry untouched. */
  forgetCountedDay(userId: string, exceptSid: string | undefined): void {
    for (const { sid, sess, expire } of this.sessionsOf(userId, exceptSid)) {
      if (sess.activeDay === undefined && sess.timezone === undefined) continue;
      const { activeDay: _day, timezone: _zone, ...kept } = sess;
      this.sessions.set(sid, { json: JSON.stringify(kept), expire });
    }
  }

  /** Removes the sessions expired by `now` and returns what the signed-in ones held. */
  takeExpired(now: Date): ExpiredSession[] {
    const expired: ExpiredSession[] = [];
    for (const [sid, held] of this.sessions) {
      if (held.expire > now.getTime()) continue;
      this.sessions.delete(sid);
      const sess = parse(held.json);
      const userId = sess?.passport?.user;
      if (!sess || !userId) continue;
      expired.push({
        userId,
        loginHistoryId: sess.loginHistoryId ?? null,
        lastActiveAt: lastActiveAt(held.expire, sess),
      });
    }
    return expired;
  }
}

function parse(json: string): StoredSession | null {
  try {
    return JSON.parse(json) as StoredSession;
  } catch {
    return null;
  }
}

/** When a session that lived until `expire` was last used (its expiry minus its idle lifetime). */
function lastActiveAt(expire: number, sess: StoredSession): Date {
  return new Date(expire - idleLifetimeMs(sess));
}

/**
 * Process memory (SESSION_STORE=memory): for quick local experiments only;
 * refused in production because sessions vanish on restart and are not shared.
 * Idle sessions expire and are purged as in the other stores (SessionPurgeJob), their
 * login-history entries closed at their last activity.
 */
export class MemorySessionRegistry extends SessionRegistry {
  readonly store: MemorySessionStore;

  /** `now`: the store's clock (tests pass a fake one). */
  constructor(private readonly now: () => number = () => Date.now()) {
    super();
    this.store = new MemorySessionStore(now);
  }

  async destroyAllForUser(
    userId: string,
    exceptSid?: string,
    now: Date = new Date(this.now()),
  ): Promise<EndedSession[]> {
    return this.store.destroyAllForUser(userId, exceptSid, now);
  }
  async forgetCountedDay(userId: string, exceptSid?: string): Promise<void> {
    this.store.forgetCountedDay(userId, exceptSid);
  }
  async purgeExpired(now: Date): Promise<number> {
    const expired = this.store.takeExpired(now);
    await this.emitExpired(expired);
    return expired.length;
  }
  async close(): Promise<void> {}
}
