import { FixedClock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { SequentialIdGenerator } from '../../../shared/domain/id-generator';
import { CommonPasswords } from '../domain/common-passwords';
import { InMemoryLoginAttemptStore } from '../infrastructure/persistence/in-memory-login-attempt.store';
import { InMemoryLoginHistoryRepository } from '../infrastructure/persistence/in-memory-login-history.repository';
import { InMemoryUserRepository } from '../infrastructure/persistence/in-memory-user.repository';
import { FakePasswordHasher } from '../infrastructure/security/fake-password-hasher';
import { AuthenticateUserUseCase } from './authenticate-user.use-case';
import { GetCurrentUserUseCase } from './get-current-user.use-case';
import { ListLoginHistoryUseCase } from './list-login-history.use-case';
import { RecordDailyVisitUseCase } from './record-daily-visit.use-case';
import { RegisterUserUseCase } from './register-user.use-case';
import { SignOutUseCase } from './sign-out.use-case';

class TinyCommonList extends CommonPasswords {
  isCommon(p: string) {
    return p === 'password123';
  }
}

function setup(start = '2026-03-10T15:00:00Z') {
  const history = new InMemoryLoginHistoryRepository();
  const users = new InMemoryUserRepository(history);
  const attempts = new InMemoryLoginAttemptStore();
  const hasher = new FakePasswordHasher();
  const clock = new FixedClock(start);
  const ids = new SequentialIdGenerator('u');
  return {
    users,
    history,
    attempts,
    hasher,
    clock,
    register: new RegisterUserUseCase(users, hasher, new TinyCommonList(), clock, ids),
    login: new AuthenticateUserUseCase(users, history, attempts, hasher, clock, ids),
    signOut: new SignOutUseCase(history, clock),
    visit: new RecordDailyVisitUseCase(users, clock),
    current: new GetCurrentUserUseCase(users),
    list: new ListLoginHistoryUseCase(history),
  };
}

const ip = '203.0.113.7';
const registration = {
  email: '  Ada@Example.COM ',
  password: 'analytical-engine',
  firstName: ' Ada ',
  lastName: '',
  ipAddress: ip,
  userAgent: 'jest',
};

async function expectCode(p: Promise<unknown>, code: string) {
  await expect(p).rejects.toBeInstanceOf(DomainError);
  await p.catch((e: DomainError) => expect(e.code).toBe(code));
}

describe('RegisterUserUseCase', () => {
  it('creates a signed-in user with normalized fields and counts the first login', async () => {
    const t = setup();
    const { user, loginHistoryId } = await t.register.execute(registration);
    expect(user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: null,
      timezone: 'America/New_York',
      totalLogins: 1,
      currentStreak: 1,
      longestStreak: 1,
      lastActiveDay: '2026-03-10',
      xp: 0,
      level: 1,
    });
    expect(user.passwordHash).toBe('hashed:analytical-engine');
    expect(t.history.rows).toHaveLength(1);
    expect(t.history.rows[0]).toMatchObject({ id: loginHistoryId, userId: user.id, ipAddress: ip });
  });

  it('refuses a taken email whatever its case', async () => {
    const t = setup();
    await t.register.execute(registration);
    await expectCode(t.register.execute({ ...registration, email: 'ADA@example.com' }), 'CONFLICT');
  });

  it.each([
    ['short', 'seven77'],
    ['over 72 bytes', 'é'.repeat(37)],
    ['common', 'password123'],
  ])('refuses a %s password and names the field', async (_name, password) => {
    const t = setup();
    const p = t.register.execute({ ...registration, password });
    await expectCode(p, 'VALIDATION');
    await p.catch((e: Error) => expect(e.message).toMatch(/^password /));
    expect(t.users.rows.size).toBe(0);
  });
});

describe('AuthenticateUserUseCase', () => {
  it('signs in, counts the login and records history', async () => {
    const t = setup();
    await t.register.execute(registration);
    t.clock.advance(24 * 3600_000);
    const { user } = await t.login.execute({
      email: 'ADA@example.com',
      password: 'analytical-engine',
      ipAddress: ip,
      userAgent: 'x',
    });
    expect(user.totalLogins).toBe(2);
    expect(user.currentStreak).toBe(2);
    expect(t.history.rows).toHaveLength(2);
  });

  it('answers unknown email and wrong password the same way', async () => {
    const t = setup();
    await t.register.execute(registration);
    const wrong = t.login.execute({
      email: 'ada@example.com',
      password: 'nope-nope',
      ipAddress: ip,
      userAgent: null,
    });
    const unknown = t.login.execute({
      email: 'bob@example.com',
      password: 'nope-nope',
      ipAddress: ip,
      userAgent: null,
    });
    const refusal = { code: 'UNAUTHENTICATED', message: 'Invalid email or password' };
    await expect(wrong).rejects.toMatchObject(refusal);
    await expect(unknown).rejects.toMatchObject(refusal);
    expect(t.hasher.dummyChecks).toBe(1);
  });

  it('throttles 10 failures per account and address, not the owner elsewhere, and lifts after 15 minutes', async () => {
    const t = setup();
    await t.register.execute(registration);
    const attempt = (password: string, ipAddress = ip) =>
      t.login.execute({ email: 'ada@example.com', password, ipAddress, userAgent: null });
    for (let i = 0; i < 10; i++) await expectCode(attempt('wrong-password'), 'UNAUTHENTICATED');
    const blocked = attempt('analytical-engine');
    await expectCode(blocked, 'TOO_MANY_REQUESTS');
    await blocked.catch((e: DomainError) => expect(e.details.retryAfterSeconds).toBe(900));
    await expect(attempt('analytical-engine', '198.51.100.1')).resolves.toBeDefined();
    t.clock.advance(15 * 60_000 + 1000);
    await expect(attempt('analytical-engine')).resolves.toBeDefined();
  });

  it('throttles 100 failures from one address across accounts', async () => {
    const t = setup();
    for (let i = 0; i < 100; i++) {
      await expectCode(
        t.login.execute({
          email: `nobody${i}@example.com`,
          password: 'whatever1',
          ipAddress: ip,
          userAgent: null,
        }),
        'UNAUTHENTICATED',
      );
    }
    await expectCode(
      t.login.execute({
        email: 'someone@example.com',
        password: 'whatever1',
        ipAddress: ip,
        userAgent: null,
      }),
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('sign-out, daily visit, current user, history', () => {
  it('records the session duration in minutes at sign-out, once', async () => {
    const t = setup();
    const { user, loginHistoryId } = await t.register.execute(registration);
    t.clock.advance(90 * 60_000);
    await t.signOut.execute(user.id, loginHistoryId);
    t.clock.advance(60 * 60_000);
    await t.signOut.execute(user.id, loginHistoryId);
    const [entry] = await t.list.execute(user.id);
    expect(entry.sessionDuration).toBe(90);
    expect(entry.logoutDate).toEqual(new Date('2026-03-10T16:30:00Z'));
  });

  it("does not close another user's history entry", async () => {
    const t = setup();
    const a = await t.register.execute(registration);
    const b = await t.register.execute({ ...registration, email: 'bob@example.com' });
    await t.signOut.execute(b.user.id, a.loginHistoryId);
    expect((await t.list.execute(a.user.id))[0].logoutDate).toBeNull();
  });

  it('keeps the streak going when a remembered session returns the next local day', async () => {
    const t = setup('2026-03-10T15:00:00Z');
    const { user } = await t.register.execute(registration);
    t.clock.set('2026-03-11T03:00:00Z'); // still March 10 in New York
    expect((await t.visit.execute(user.id))?.today).toBe('2026-03-10');
    expect((await t.current.execute(user.id)).currentStreak).toBe(1);
    t.clock.set('2026-03-11T15:00:00Z');
    expect((await t.visit.execute(user.id))?.today).toBe('2026-03-11');
    expect((await t.current.execute(user.id)).currentStreak).toBe(2);
    t.clock.set('2026-03-14T15:00:00Z');
    await t.visit.execute(user.id);
    const after = await t.current.execute(user.id);
    expect(after.currentStreak).toBe(1);
    expect(after.longestStreak).toBe(2);
  });

  it('treats a session whose user is gone as signed out', async () => {
    const t = setup();
    await expectCode(t.current.execute('missing'), 'UNAUTHENTICATED');
    expect(await t.visit.execute('missing')).toBeNull();
  });
});
