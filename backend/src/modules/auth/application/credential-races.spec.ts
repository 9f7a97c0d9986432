import { FixedClock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { SequentialIdGenerator } from '../../../shared/domain/id-generator';
import { MemorySessionRegistry } from '../../../shared/session/memory-session.store';
import { CommonPasswords } from '../domain/common-passwords';
import { InMemoryLoginAttemptStore } from '../infrastructure/persistence/in-memory-login-attempt.store';
import { InMemoryLoginHistoryRepository } from '../infrastructure/persistence/in-memory-login-history.repository';
import { InMemoryUserRepository } from '../infrastructure/persistence/in-memory-user.repository';
import { FakePasswordHasher } from '../infrastructure/security/fake-password-hasher';
import { AuthenticateUserUseCase } from './authenticate-user.use-case';
import { ChangePasswordUseCase } from './change-password.use-case';
import { RecordDailyVisitUseCase } from './record-daily-visit.use-case';
import { RegisterUserUseCase } from './register-user.use-case';

/**
 * Sign-in, password change and the daily visit each read the user, wait (a password
 * check takes a worker's time), then write. These tests hold the checks open so the
 * writers overlap, as they do under load: none may undo or lose another's write.
 */

/** A hasher whose checks wait until released, one gate per check, in call order. */
class GatedHasher extends FakePasswordHasher {
  private gates: Array<() => void> = [];
  held = 0;
  override async verify(password: string, hash: string): Promise<boolean> {
    this.held += 1;
    await new Promise<void>((resolve) => this.gates.push(resolve));
    return super.verify(password, hash);
  }
  /** Lets the check at `index` of those still waiting (0: the oldest) answer. */
  release(index = 0): void {
    this.gates.splice(index, 1)[0]?.();
  }
}

class NoCommonPasswords extends CommonPasswords {
  isCommon() {
    return false;
  }
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

async function setup() {
  const history = new InMemoryLoginHistoryRepository();
  const users = new InMemoryUserRepository(history);
  const hasher = new GatedHasher();
  const clock = new FixedClock('2026-03-10T15:00:00Z');
  const ids = new SequentialIdGenerator('u');
  const register = new RegisterUserUseCase(users, hasher, new NoCommonPasswords(), clock, ids);
  const { user } = await register.execute({
    email: 'ada@example.com',
    password: 'analytical-engine',
    firstName: 'Ada',
    lastName: null,
    ipAddress: '203.0.113.7',
    userAgent: 'jest',
  });
  const attempts = new InMemoryLoginAttemptStore();
  const login = new AuthenticateUserUseCase(users, history, attempts, hasher, clock, ids);
  const change = new ChangePasswordUseCase(
    users,
    hasher,
    new NoCommonPasswords(),
    new MemorySessionRegistry(),
    history,
    clock,
    attempts,
  );
  const signIn = (password: string) =>
    login.execute({ email: 'ada@example.com', password, ipAddress: '203.0.113.7', userAgent: 'x' });
  const changeTo = (currentPassword: string, newPassword: string) =>
    change.execute({
      userId: user.id,
      currentPassword,
      newPassword,
      currentSessionId: 'sid',
      currentLoginHistoryId: null,
      clientNetwork: '203.0.113.7',
    });
  return {
    users,
    attempts,
    hasher,
    clock,
    user,
    signIn,
    changeTo,
    visit: new RecordDailyVisitUseCase(users, clock),
  };
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'OK';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('credential writes that overlap', () => {
  it('a sign-in with the old password, checked before a password change was saved, neither puts the old hash back nor signs in', async () => {
    const t = await setup();
    const signIn = codeOf(t.signIn('analytical-engine')); // reads the row, then waits
    await flush();
    const change = codeOf(t.changeTo('analytical-engine', 'difference-engine'));
    await flush();
    t.hasher.release(1); // the change's check: it saves the new hash
    expect(await change).toBe('OK');
    t.hasher.release(); // the sign-in's: the old password matched the row it read
    expect(await signIn).toBe('UNAUTHENTICATED');
    const stored = await t.users.findById(t.user.id);
    expect(stored?.passwordHash).toBe('hashed:difference-engine');
    expect(stored?.totalLogins).toBe(1);
  });

  it('a sign-in saved before the change counts, and the change then stands', async () => {
    const t = await setup();
    const signIn = codeOf(t.signIn('analytical-engine'));
    await flush();
    const change = codeOf(t.changeTo('analytical-engine', 'difference-engine'));
    await flush();
    t.hasher.release();
    expect(await signIn).toBe('OK');
    t.hasher.release();
    expect(await change).toBe('OK');
    const stored = await t.users.findById(t.user.id);
    expect(stored).toMatchObject({ passwordHash: 'hashed:difference-engine', totalLogins: 2 });
  });

  it('two password changes at once: the second finds its current password no longer current', async () => {
    const t = await setup();
    const first = codeOf(t.changeTo('analytical-engine', 'difference-engine'));
    await flush();
    const second = codeOf(t.changeTo('analytical-engine', 'jacquard-loom-cards'));
    await flush();
    t.hasher.release();
    expect(await first).toBe('OK');
    t.hasher.release();
    expect(await second).toBe('VALIDATION');
    expect((await t.users.findById(t.user.id))?.passwordHash).toBe('hashed:difference-engine');
  });

  it('two sign-ins at once are both counted', async () => {
    const t = await setup();
    t.clock.advance(24 * 3600_000);
    const a = codeOf(t.signIn('analytical-engine'));
    const b = codeOf(t.signIn('analytical-engine'));
    await flush();
    expect(t.hasher.held).toBe(2);
    t.hasher.release();
    t.hasher.release();
    expect([await a, await b]).toEqual(['OK', 'OK']);
    const stored = await t.users.findById(t.user.id);
    expect(stored).toMatchObject({ totalLogins: 3, currentStreak: 2 });
  });

  it("a sign-in and another session's first visit of the day take the day's step once", async () => {
    const t = await setup();
    t.clock.advance(24 * 3600_000);
    const signIn = codeOf(t.signIn('analytical-engine')); // read yesterday's streak, waits
    await flush();
    await t.visit.execute(t.user.id); // takes today's step
    t.hasher.release();
    expect(await signIn).toBe('OK');
    const stored = await t.users.findById(t.user.id);
    expect(stored).toMatchObject({ currentStreak: 2, longestStreak: 2, totalLogins: 2 });
  });

  it('a password change does not rewind the logins counted while it was checking', async () => {
    const t = await setup();
    const change = codeOf(t.changeTo('analytical-engine', 'difference-engine')); // reads 1 login
    await flush();
    const signIn = codeOf(t.signIn('analytical-engine'));
    await flush();
    t.hasher.release(1); // the sign-in's check: counted (2 logins)
    expect(await signIn).toBe('OK');
    t.hasher.release(); // the change's
    expect(await change).toBe('OK');
    const stored = await t.users.findById(t.user.id);
    expect(stored).toMatchObject({ passwordHash: 'hashed:difference-engine', totalLogins: 2 });
  });

  it('guesses sent together count each other: with nine failures, three at once are all refused unchecked', async () => {
    const t = await setup();
    const key = 'account:ada@example.com|203.0.113.7';
    for (let i = 0; i < 9; i++) await t.attempts.record(key, t.clock.now());
    const burst = [1, 2, 3].map(() => codeOf(t.signIn('wrong-guess-1')));
    await flush();
    expect(t.hasher.held).toBe(0); // none reached the password check
    expect(await Promise.all(burst)).toEqual([
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
    ]);
    expect((await t.attempts.failuresSince(key, new Date(0))).count).toBe(9);

    // One at a time, the tenth guess is checked and counted; the eleventh is refused.
    const tenth = codeOf(t.signIn('wrong-guess-2'));
    await flush();
    expect(t.hasher.held).toBe(1);
    t.hasher.release();
    expect(await tenth).toBe('UNAUTHENTICATED');
    expect(await codeOf(t.signIn('analytical-engine'))).toBe('TOO_MANY_REQUESTS');
    expect((await t.attempts.failuresSince(key, new Date(0))).count).toBe(10);
  });

  it('a right password leaves no attempt behind, on the account or the address', async () => {
    const t = await setup();
    const signIn = codeOf(t.signIn('analytical-engine'));
    await flush();
    t.hasher.release();
    expect(await signIn).toBe('OK');
    expect(await t.attempts.failuresSince('address:203.0.113.7', new Date(0))).toEqual({
      count: 0,
      oldest: null,
    });
  });

  it('gives back its place in the hashing line when the attempt cannot be recorded', async () => {
    const t = await setup();
    let held = 0;
    t.hasher.reserve = () => {
      held += 1;
      return { release: () => (held -= 1) };
    };
    t.attempts.record = () => Promise.reject(new Error('database down'));
    await expect(t.signIn('analytical-engine')).rejects.toThrow('database down');
    expect(held).toBe(0);
  });
});
