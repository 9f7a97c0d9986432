import { MemoryStore, type SessionData } from 'express-session';
import { AppSessionData, EndedSession, isFreshSession, SessionRegistry } from './session-registry';

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

  /** Ends the user's other sessions (the store lists only live ones: they end `now`). */
  destroyAllForUser(
    userId: string,
    exceptSid?: string,
    now: Date = new Date(),
  ): Promise<EndedSession[]> {
    return new Promise((resolve, reject) => {
      this.store.all((err, all) => {
        if (err) return reject(err);
        const entries = Object.entries((all ?? {}) as Record<string, AppSessionData>);
        const ended: EndedSession[] = [];
        for (const [sid, sess] of entries) {
          if (sess.passport?.user !== userId || sid === exceptSid) continue;
          this.store.destroy(sid);
          ended.push({ userId, loginHistoryId: sess.loginHistoryId ?? null, endedAt: now });
        }
        resolve(ended);
      });
    });
  }
  /** Rewrites the user's other sessions without their counted day (only while each exists). */
  forgetCountedDay(userId: string, exceptSid?: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.store.all((err, all) => {
        if (err) return reject(err);
        const entries = Object.entries((all ?? {}) as Record<string, SessionData & AppSessionData>);
        const writes = entries
          .filter(([sid, sess]) => sess.passport?.user === userId && sid !== exceptSid)
          .filter(([, sess]) => sess.activeDay !== undefined || sess.timezone !== undefined)
          .map(
            ([sid, { activeDay: _day, timezone: _zone, ...kept }]) =>
              new Promise<void>((done, fail) =>
                this.store.set(sid, kept, (e) => (e ? fail(e) : done())),
              ),
          );
        Promise.all(writes).then(() => resolve(), reject);
      });
    });
  }
  async purgeExpired(): Promise<number> {
    return 0;
  }
  async close(): Promise<void> {}
}
