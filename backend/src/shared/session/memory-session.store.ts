import { MemoryStore } from 'express-session';
import { AppSessionData, SessionRegistry } from './session-registry';

/**
 * Process memory (SESSION_STORE=memory): for quick local experiments only;
 * refused in production because sessions vanish on restart and are not shared.
 */
export class MemorySessionRegistry extends SessionRegistry {
  readonly store = new MemoryStore();

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
