import { Logger } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UndoRegistrationUseCase } from '../../src/modules/auth/application/undo-registration.use-case';
import { LoginHistoryRepository } from '../../src/modules/auth/domain/login-history';
import { LoginHistoryOrmEntity } from '../../src/modules/auth/infrastructure/persistence/login-history.orm-entity';
import { Clock } from '../../src/shared/domain/clock';
import { SessionPurgeJob } from '../../src/shared/session/session.module';
import {
  IDLE_TTL_MS,
  isFreshSession,
  SessionRegistry,
} from '../../src/shared/session/session-registry';
import { startTestApp, type TestAgent, type TestApp, uniqueEmail } from '../support/test-app';

/**
 * Login-history entries of sessions that end without a sign-out: replaced by a new
 * sign-in on the same browser, or idled out in the memory store; and a sign-up whose
 * session cannot be stored (docs/account.md).
 */

const PASSWORD = 'correct-horse-battery-staple';
const MINUTE = 60_000;

interface Entry {
  id: string;
  loginDate: string;
  logoutDate: string | null;
  sessionDuration: number | null;
}

/** The session cookie an answer set, as a Cookie header. */
function cookieOf(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('lodestar.sid='))?.split(';')[0] ?? '';
}

/** The login history as the account page reads it. */
async function historyOf(agent: TestAgent): Promise<Entry[]> {
  return (await agent.get('/api/user/login-history').expect(200)).body as Entry[];
}

const entries = (t: TestApp) => t.app.get(DataSource).getRepository(LoginHistoryOrmEntity);

/** Moves an entry's sign-in back by `ms`, as if its session had been in use that long. */
async function signedInAgo(t: TestApp, entryId: string, ms: number): Promise<void> {
  await entries(t).update({ id: entryId }, { loginDate: new Date(Date.now() - ms - 10_000) });
}

/** The ids of the user's login-history entries, as stored. */
async function entryIds(t: TestApp, userId: unknown): Promise<Set<string>> {
  return new Set((await entries(t).findBy({ userId: String(userId) })).map((e) => e.id));
}

/** A browser signs in with the account; its cookie and its (new) login-history entry. */
async function signIn(t: TestApp, browser: TestAgent, user: { email: string; id: unknown }) {
  const known = await entryIds(t, user.id);
  const res = await browser
    .post('/api/login')
    .send({ email: user.email, password: PASSWORD })
    .expect(200);
  const added = [...(await entryIds(t, user.id))].filter((id) => !known.has(id));
  expect(added).toHaveLength(1);
  const entry = (await historyOf(browser)).find((e) => e.id === added[0])!;
  return { cookie: cookieOf(res), entry };
}

/** Closed about now, `minutes` after its sign-in. */
function expectClosedAbout(entry: Entry | undefined, minutes: number): void {
  expect(entry?.sessionDuration).toBe(minutes);
  expect(Math.abs(Date.parse(entry!.logoutDate!) - Date.now())).toBeLessThan(MINUTE);
}

async function signUp(t: TestApp) {
  const account = await t.signUp({ password: PASSWORD });
  return { ...account, id: account.user.id };
}

/** A sign-in that replaces a signed-in session closes that session's entry, on any store. */
function replacedSessionCases(app: () => TestApp): void {
  it('a second sign-in on the same browser closes the first session entry, and its old cookie is signed out', async () => {
    const t = app();
    const ada = await signUp(t);
    const browser = t.agent();
    const first = await signIn(t, browser, ada);
    expect(first.entry).toMatchObject({ logoutDate: null, sessionDuration: null });
    await signedInAgo(t, first.entry.id, 90 * MINUTE);

    const second = await signIn(t, browser, ada); // the same cookie jar
    expect(second.cookie).not.toBe(first.cookie); // a new session id

    const history = await historyOf(browser);
    expectClosedAbout(
      history.find((e) => e.id === first.entry.id),
      90,
    );
    // The new session's entry is open, and the browser is signed in with it.
    expect(history.find((e) => e.id === second.entry.id)).toMatchObject({
      logoutDate: null,
      sessionDuration: null,
    });
    await browser.get('/api/auth/user').expect(200);
    // The sign-up's session, on another browser, is left as it was.
    expect(history.filter((e) => e.logoutDate !== null)).toHaveLength(1);
    // The replaced session is over: its cookie no longer signs anyone in.
    await request(t.server).get('/api/auth/user').set('Cookie', first.cookie).expect(401);
    await request(t.server).get('/api/goals').set('Cookie', first.cookie).expect(401);
  });

  it("another account signing in on the browser closes the first account's entry", async () => {
    const t = app();
    const ada = await signUp(t);
    const bob = await signUp(t);
    const browser = t.agent();
    const first = await signIn(t, browser, ada);
    await signedInAgo(t, first.entry.id, 30 * MINUTE);
    await browser.post('/api/login').send({ email: bob.email, password: PASSWORD }).expect(200);
    expect((await browser.get('/api/auth/user').expect(200)).body.email).toBe(bob.email);
    expectClosedAbout(
      (await historyOf(ada.agent)).find((e) => e.id === first.entry.id),
      30,
    );
    await request(t.server).get('/api/auth/user').set('Cookie', first.cookie).expect(401);
  });

  it('a sign-up on a signed-in browser closes that session entry', async () => {
    const t = app();
    const ada = await signUp(t);
    const browser = t.agent();
    const first = await signIn(t, browser, ada);
    await signedInAgo(t, first.entry.id, 45 * MINUTE);
    await browser
      .post('/api/register')
      .send({ email: uniqueEmail('second-account'), password: PASSWORD })
      .expect(201);
    expectClosedAbout(
      (await historyOf(ada.agent)).find((e) => e.id === first.entry.id),
      45,
    );
    await request(t.server).get('/api/auth/user').set('Cookie', first.cookie).expect(401);
  });

  it("a sign-in on a browser without a session closes nothing (no write on sign-in's usual path)", async () => {
    const t = app();
    const { agent: laptop, email } = await signUp(t);
    const close = jest.spyOn(t.app.get(LoginHistoryRepository), 'close');
    try {
      await t.agent().post('/api/login').send({ email, password: PASSWORD }).expect(200);
      expect(close).not.toHaveBeenCalled();
      // A cookie of a session that has ended is no signed-in session either.
      const gone = t.agent();
      await gone.post('/api/login').send({ email, password: PASSWORD }).expect(200);
      const ended = String((await gone.get('/api/auth/user').expect(200)).request.cookies);
      await gone.post('/api/logout').expect(204);
      close.mockClear();
      await request(t.server)
        .post('/api/login')
        .set('Cookie', ended)
        .send({ email, password: PASSWORD })
        .expect(200);
      expect(close).not.toHaveBeenCalled();
    } finally {
      close.mockRestore();
    }
    const history = await historyOf(laptop);
    expect(history.filter((e) => e.logoutDate !== null)).toHaveLength(1); // the sign-out's
    await laptop.get('/api/auth/user').expect(200);
  });
}

describe(`sessions replaced by a sign-in, database store (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  replacedSessionCases(() => t);

  describe('a sign-up whose session cannot be stored', () => {
    const storeDown = () => Object.assign(new Error('Redis is down'), { code: 'ECONNRESET' });
    /** The store refuses the chosen write once (the session store down at that moment). */
    function failOnce(which: 'first' | 'fresh') {
      const store = t.app.get(SessionRegistry).store;
      const set = store.set.bind(store);
      let failed = false;
      store.set = (sid, sess, done) => {
        if (failed || (which === 'fresh' && !isFreshSession(sess))) return set(sid, sess, done);
        failed = true;
        done?.(storeDown());
      };
      return () => {
        store.set = set;
        return failed;
      };
    }
    async function accounts(email: string): Promise<number> {
      const [{ n }] = await t.app
        .get(DataSource)
        .query('SELECT COUNT(*) AS n FROM users WHERE email = ?', [email]);
      return Number(n);
    }

    it.each([
      ['the first write of the new session', 'first' as const],
      ['the write that stores the signed-in session', 'fresh' as const],
    ])(
      'answers 503 when %s fails and leaves no account behind: the retry is 201',
      async (_what, which) => {
        const email = uniqueEmail('store-down');
        const agent = t.agent();
        const restore = failOnce(which);
        let res: request.Response;
        try {
          res = await agent
            .post('/api/register')
            .send({ email, password: PASSWORD, firstName: 'Ada' });
        } finally {
          expect(restore()).toBe(true);
        }
        expect(res.status).toBe(503);
        expect(res.body).toEqual({
          statusCode: 503,
          message: 'Service temporarily unavailable. Please try again.',
          error: 'Service Unavailable',
        });
        expect(res.headers['retry-after']).toBe('5');
        expect(cookieOf(res)).toBe(''); // no session for an account that is not there
        expect(await accounts(email)).toBe(0);
        await agent.get('/api/auth/user').expect(401);

        // The store works again: the same sign-up goes through.
        const retry = await agent
          .post('/api/register')
          .send({ email, password: PASSWORD, firstName: 'Ada' })
          .expect(201);
        expect(retry.body).toMatchObject({ email, firstName: 'Ada', totalLogins: 1 });
        await agent.get('/api/auth/user').expect(200);
        expect(await historyOf(agent)).toHaveLength(1);
        expect(await accounts(email)).toBe(1);
      },
    );

    it('still answers 503 when the account cannot be removed either, and says so in the log', async () => {
      const email = uniqueEmail('store-and-db-down');
      const undo = jest
        .spyOn(UndoRegistrationUseCase.prototype, 'execute')
        .mockRejectedValueOnce(new Error('database gone too'));
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const restore = failOnce('first');
      try {
        const res = await t.agent().post('/api/register').send({ email, password: PASSWORD });
        expect(res.status).toBe(503);
        expect(res.body.message).toBe('Service temporarily unavailable. Please try again.');
        expect(undo).toHaveBeenCalledTimes(1);
        const lines = logged.mock.calls.map((c) => String(c[0]));
        expect(lines.some((l) => /could not be removed: database gone too/.test(l))).toBe(true);
      } finally {
        restore();
        undo.mockRestore();
        logged.mockRestore();
      }
    });
  });
});

describe('sessions in memory (SESSION_STORE=memory): replaced and idled-out sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SESSION_STORE: 'memory' });
  });
  afterAll(async () => {
    await t.close();
  });

  replacedSessionCases(() => t);

  it('the purge job closes the entry of a session that idled out at its last activity', async () => {
    const owner = await signUp(t);
    const phone = t.agent();
    const { cookie, entry } = await signIn(t, phone, owner);
    await signedInAgo(t, entry.id, 90 * MINUTE); // used for 90 minutes, then left
    await phone.get('/api/auth/user').expect(200);

    const purgeAt = async (instant: number) => {
      const now = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(instant));
      try {
        return await t.app.get(SessionPurgeJob).run();
      } finally {
        now.mockRestore();
      }
    };
    // Within its idle day: nothing purged.
    expect(await purgeAt(Date.now() + IDLE_TTL_MS - 5 * MINUTE)).toBe(0);
    await phone.get('/api/auth/user').expect(200);
    // A day after its last use: dropped, its entry closed when it was last used.
    expect(await purgeAt(Date.now() + IDLE_TTL_MS + MINUTE)).toBeGreaterThanOrEqual(1);
    await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
    const closed = await entries(t).findOneByOrFail({ id: entry.id });
    expect(closed.sessionDuration).toBe(90);
    expect(Math.abs(closed.logoutDate!.getTime() - Date.now())).toBeLessThan(MINUTE);
    // Reported once: the next purge finds nothing of it.
    expect(await purgeAt(Date.now() + IDLE_TTL_MS + MINUTE)).toBe(0);
    await owner.agent.get('/api/auth/user').expect(401); // the owner's session idled out too
    // Signed in again, the account page shows it with its duration.
    const again = t.agent();
    await again.post('/api/login').send({ email: owner.email, password: PASSWORD }).expect(200);
    expect((await historyOf(again)).find((e) => e.id === entry.id)).toMatchObject({
      sessionDuration: 90,
      logoutDate: closed.logoutDate!.toISOString(),
    });
  });
});
