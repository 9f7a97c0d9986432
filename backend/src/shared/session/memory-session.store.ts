import { MemoryStore, type SessionData } from 'express-session';
import { AppSessionData, isFreshSession, SessionRegistry } from './session-registry';

/** Writes a session it does not hold only when this request began it (as the other stores). */
class KeptSessionsStore extends MemoryStore {
  override set(sid: string, sess: SessionData, cb?: (err?: unknown) => void): void {
    if (isFreshSession(sess)) return super.set(sid, sess, cb);
    this.get(sid, (err, held) => {
      if (err || !held) return cb?.(err);
      super.set(sid, sess, cb);
    });
  }
}

/**
 * Process memory (SESSION_STORE=memory): for quick local experiments only;
 * refused in production because sessions vanish on restart and are not shared.
 */
export class MemorySessionRegistry extends SessionRegistry {
  readonly store = new KeptSessionsStore();

  destroyAllForUser(userId: string, exceptSid?: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.store.all((err, all) => {
        if (err) return reject(err);
        const entries = Object.entries((all ?? {}) as Record<string, AppSessionData>);
        for (const [sid, sess] of entries) {
          if (sess.passport?.user === userId && sid !== exceptSid) this.store.destroy(sid);
        }
        resolve();
      });
    });
  }
  async purgeExpired(): Promise<number> {
    return 0;
  }
  async close(): Promise<void> {}
}
