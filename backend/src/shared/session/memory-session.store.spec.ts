import type { SessionData } from 'express-session';
import { MemorySessionRegistry } from './memory-session.store';
import {
  type AppSessionData,
  type ExpiredSession,
  IDLE_TTL_MS,
  markFreshSession,
  REMEMBER_ME_MS,
} from './session-registry';

const MINUTE = 60_000;
const START = Date.parse('2026-03-10T15:00:00Z');

/** The memory store on a clock the test moves, with the purge's reports recorded. */
function setup() {
  let now = START;
  const registry = new MemorySessionRegistry(() => now);
  const expired: ExpiredSession[] = [];
  registry.onExpired(async (s) => {
    expired.push(s);
  });
  const store = registry.store;
  return {
    registry,
    store,
    expired,
    at: (ms: number) => (now = START + ms),
    now: () => new Date(now),
    /** A session as a sign-in stores it (a browser-session cookie, or Remember me). */
    signIn(sid: string, userId: string, loginHistoryId: string, rememberMe = false) {
      const sess = {
        cookie: {
          originalMaxAge: rememberMe ? REMEMBER_ME_MS : null,
          expires: rememberMe ? new Date(now + REMEMBER_ME_MS) : null,
          httpOnly: true,
          path: '/',
        },
        passport: { user: userId },
        loginHistoryId,
        rememberMe,
      } as unknown as SessionData & AppSessionData;
      markFreshSession(sess);
      store.set(sid, sess);
      return sess;
    },
    get: (sid: string) =>
      new Promise<(SessionData & AppSessionData) | null | undefined>((resolve, reject) =>
        store.get(sid, (err, sess) => (err ? reject(err) : resolve(sess))),
      ),
  };
}

describe('MemorySessionRegistry (SESSION_STORE=memory)', () => {
  it('purges a session that idled out and reports it ended at its last activity', async () => {
    const t = setup();
    const sess = t.signIn('laptop', 'u1', 'h1');
    // Used 90 minutes after sign-in, then left.
    t.at(90 * MINUTE);
    t.store.touch('laptop', sess);
    expect(await t.get('laptop')).toMatchObject({ loginHistoryId: 'h1' });

    // A minute before its idle day is over: still there, nothing purged.
    t.at(90 * MINUTE + IDLE_TTL_MS - MINUTE);
    expect(await t.registry.purgeExpired(t.now())).toBe(0);
    expect(await t.get('laptop')).not.toBeNull();

    // Its day is over: never served again, even before the purge runs.
    t.at(90 * MINUTE + IDLE_TTL_MS + MINUTE);
    expect(await t.get('laptop')).toBeNull();
    expect(await t.registry.purgeExpired(t.now())).toBe(1);
    expect(t.expired).toEqual([
      { userId: 'u1', loginHistoryId: 'h1', lastActiveAt: new Date(START + 90 * MINUTE) },
    ]);
    // Dropped: the next purge finds nothing, the store holds nothing.
    expect(await t.registry.purgeExpired(t.now())).toBe(0);
    const length = await new Promise<number | undefined>((resolve) =>
      t.store.length((_err, n) => resolve(n)),
    );
    expect(length).toBe(0);
  });

  it('keeps a Remember me session for 30 idle days, and purges it after', async () => {
    const t = setup();
    t.signIn('phone', 'u1', 'h2', true);
    t.signIn('tablet', 'u2', 'h3');
    t.at(2 * IDLE_TTL_MS);
    expect(await t.registry.purgeExpired(t.now())).toBe(1); // the tablet's day is over
    expect(t.expired.map((s) => s.loginHistoryId)).toEqual(['h3']);
    expect(await t.get('phone')).not.toBeNull();

    t.at(REMEMBER_ME_MS + MINUTE);
    expect(await t.registry.purgeExpired(t.now())).toBe(1);
    expect(t.expired[1]).toEqual({
      userId: 'u1',
      loginHistoryId: 'h2',
      lastActiveAt: new Date(START),
    });
  });

  it('does not bring back an expired session by a touch or a write of a running request', async () => {
    const t = setup();
    const sess = t.signIn('laptop', 'u1', 'h1');
    t.at(IDLE_TTL_MS + MINUTE);
    t.store.touch('laptop', sess);
    const { passport, loginHistoryId, cookie } = sess;
    t.store.set('laptop', { passport, loginHistoryId, cookie } as SessionData & AppSessionData);
    expect(await t.get('laptop')).toBeNull();
    expect(await t.registry.purgeExpired(t.now())).toBe(1);
    expect(t.expired[0].lastActiveAt).toEqual(new Date(START));
  });

  it('ending every other session reports a live one ended now, an expired one at its last activity', async () => {
    const t = setup();
    t.signIn('laptop', 'u1', 'h1');
    t.signIn('watch', 'u1', 'h2');
    t.at(30 * MINUTE);
    t.signIn('phone', 'u1', 'h3');
    t.signIn('other', 'u2', 'h4');
    t.at(30 * MINUTE + IDLE_TTL_MS - MINUTE); // laptop and watch expired, phone live
    t.store.touch('laptop', { cookie: { expires: null } } as unknown as SessionData);
    const ended = await t.registry.destroyAllForUser('u1', 'watch', t.now());
    expect(ended).toEqual([
      { userId: 'u1', loginHistoryId: 'h1', endedAt: new Date(START) },
      { userId: 'u1', loginHistoryId: 'h3', endedAt: t.now() },
    ]);
    // The purge does not report them again; the kept one and the other user's are left.
    t.at(2 * IDLE_TTL_MS);
    expect(await t.registry.purgeExpired(t.now())).toBe(2);
    expect(t.expired.map((s) => s.loginHistoryId).sort()).toEqual(['h2', 'h4']);
  });
});
