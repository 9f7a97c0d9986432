import { InMemoryLoginAttemptStore } from '../infrastructure/persistence/in-memory-login-attempt.store';
import { FixedClock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { SequentialIdGenerator } from '../../../shared/domain/id-generator';
import { MemorySessionRegistry } from '../../../shared/session/memory-session.store';
import type { EndedSession } from '../../../shared/session/session-registry';
import { CommonPasswords } from '../domain/common-passwords';
import { InMemoryLoginHistoryRepository } from '../infrastructure/persistence/in-memory-login-history.repository';
import { InMemoryUserDataStore } from '../infrastructure/persistence/in-memory-user-data.store';
import { InMemoryUserPreferencesRepository } from '../infrastructure/persistence/in-memory-user-preferences.repository';
import { InMemoryUserRepository } from '../infrastructure/persistence/in-memory-user.repository';
import { FakePasswordHasher } from '../infrastructure/security/fake-password-hasher';
import { ChangePasswordUseCase } from './change-password.use-case';
import { DeleteAccountUseCase } from './delete-account.use-case';
import { ExportUserDataUseCase } from './export-user-data.use-case';
import { GetDataSummaryUseCase } from './get-data-summary.use-case';
import { GetPreferencesUseCase, UpdatePreferencesUseCase } from './preferences.use-cases';
import { RecordDailyVisitUseCase } from './record-daily-visit.use-case';
import { RegisterUserUseCase } from './register-user.use-case';
import { UpdateProfileUseCase } from './update-profile.use-case';

class NoCommonPasswords extends CommonPasswords {
  isCommon(p: string) {
    return p === 'password123';
  }
}

class RecordingSessions extends MemorySessionRegistry {
  readonly ended: Array<{ userId: string; except?: string }> = [];
  /** What the next ending reports (the sessions it found). */
  found: EndedSession[] = [];
  override async destroyAllForUser(userId: string, exceptSid?: string): Promise<EndedSession[]> {
    this.ended.push({ userId, except: exceptSid });
    return this.found;
  }
}

function setup() {
  const history = new InMemoryLoginHistoryRepository();
  const users = new InMemoryUserRepository(history);
  const hasher = new FakePasswordHasher();
  const clock = new FixedClock('2026-03-10T15:00:00Z');
  const sessions = new RecordingSessions();
  const prefs = new InMemoryUserPreferencesRepository();
  const data = new InMemoryUserDataStore();
  const attempts = new InMemoryLoginAttemptStore();
  const register = new RegisterUserUseCase(
    users,
    hasher,
    new NoCommonPasswords(),
    clock,
    new SequentialIdGenerator('u'),
  );
  return {
    users,
    history,
    clock,
    sessions,
    prefs,
    data,
    register: (email = 'ada@example.com') =>
      register.execute({
        email,
        password: 'analytical-engine',
        firstName: 'Ada',
        lastName: 'Lovelace',
        ipAddress: null,
        userAgent: null,
      }),
    profile: new UpdateProfileUseCase(users, clock),
    getPrefs: new GetPreferencesUseCase(prefs),
    updatePrefs: new UpdatePreferencesUseCase(prefs, clock),
    password: new ChangePasswordUseCase(
      users,
      hasher,
      new NoCommonPasswords(),
      sessions,
      history,
      clock,
      attempts,
    ),
    remove: new DeleteAccountUseCase(users, hasher, data, sessions, attempts, clock),
    exporter: new ExportUserDataUseCase(data, clock),
    summary: new GetDataSummaryUseCase(data),
  };
}

async function expectError(p: Promise<unknown>, code: string, message?: RegExp) {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
  if (message) expect((error as DomainError).message).toMatch(message);
}

describe('UpdateProfileUseCase', () => {
  it('trims names, clears blank ones, changes the zone and keeps the email', async () => {
    const t = setup();
    const { user } = await t.register();
    t.clock.advance(60_000);
    const updated = await t.profile.execute(user.id, {
      firstName: '  Augusta ',
      lastName: '   ',
      timezone: 'Europe/London',
    });
    expect(updated).toMatchObject({
      firstName: 'Augusta',
      lastName: null,
      timezone: 'Europe/London',
      email: 'ada@example.com',
      updatedAt: new Date('2026-03-10T15:01:00Z'),
    });
    expect((await t.users.findById(user.id))?.firstName).toBe('Augusta');
  });

  it('leaves out fields that are not given', async () => {
    const t = setup();
    const { user } = await t.register();
    const updated = await t.profile.execute(user.id, { lastName: 'King' });
    expect(updated).toMatchObject({ firstName: 'Ada', lastName: 'King' });
  });

  it("moves the streak's last day with the zone: east adds no day, west holds none back", async () => {
    const t = setup(); // 15:00 UTC: the 10th in New York, already the 11th in Tokyo
    const visit = new RecordDailyVisitUseCase(t.users, t.clock);
    const { user } = await t.register();
    const streak = async () => {
      const { currentStreak, longestStreak, lastActiveDay } = (await t.users.findById(user.id))!;
      return { currentStreak, longestStreak, lastActiveDay };
    };
    expect(await streak()).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      lastActiveDay: '2026-03-10',
    });

    await t.profile.execute(user.id, { timezone: 'Asia/Tokyo' });
    await visit.execute(user.id);
    expect(await streak()).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      lastActiveDay: '2026-03-11',
    });

    await t.profile.execute(user.id, { timezone: 'America/New_York' });
    expect((await streak()).lastActiveDay).toBe('2026-03-10');
    t.clock.advance(24 * 3600_000); // the 11th in New York: the next day
    await visit.execute(user.id);
    expect(await streak()).toEqual({
      currentStreak: 2,
      longestStreak: 2,
      lastActiveDay: '2026-03-11',
    });

    // Not seen today: a move keeps the last day, and the next visit counts in the new zone.
    t.clock.advance(2 * 24 * 3600_000);
    await t.profile.execute(user.id, { timezone: 'Asia/Tokyo' });
    expect((await streak()).lastActiveDay).toBe('2026-03-11');
  });

  it('refuses a time zone that is not IANA', async () => {
    const t = setup();
    const { user } = await t.register();
    await expectError(
      t.profile.execute(user.id, { timezone: 'Mars/Olympus' }),
      'VALIDATION',
      /^timezone/,
    );
  });
});

describe('preferences', () => {
  it('answers the defaults, then what was saved, merged field by field', async () => {
    const t = setup();
    expect((await t.getPrefs.execute('u-1')).appearance.darkMode).toBe(false);
    await t.updatePrefs.execute('u-1', { appearance: { darkMode: true } });
    const saved = await t.updatePrefs.execute('u-1', { notifications: { email: true } });
    expect(saved).toEqual({
      notifications: { push: true, email: true, streakReminders: true },
      appearance: { darkMode: true, autoSaveGoals: true, language: 'en-US' },
      version: 2,
    });
    expect(await t.getPrefs.execute('u-1')).toEqual(saved);
    expect((await t.getPrefs.execute('u-2')).notifications.email).toBe(false);
  });
});

describe('ChangePasswordUseCase', () => {
  const cmd = (userId: string, overrides = {}) => ({
    userId,
    currentPassword: 'analytical-engine',
    newPassword: 'difference-engine',
    currentSessionId: 'sid-here',
    currentLoginHistoryId: null as string | null,
    clientNetwork: '203.0.113.7',
    ...overrides,
  });

  it('changes the hash, ends every other session and closes their history when each ended', async () => {
    const t = setup();
    const { user, loginHistoryId } = await t.register();
    const entry = (id: string, loginDate: string) =>
      t.history.insert({
        id,
        userId: user.id,
        loginDate: new Date(loginDate),
        ipAddress: null,
        userAgent: null,
        sessionDuration: null,
        logoutDate: null,
      });
    await entry('elsewhere', '2026-03-10T14:00:00Z');
    await entry('expired-unpurged', '2026-02-01T09:00:00Z');
    await entry('gone-long-ago', '2026-01-05T09:00:00Z');
    t.clock.advance(30 * 60_000);
    t.sessions.found = [
      { userId: user.id, loginHistoryId: 'elsewhere', endedAt: t.clock.now() },
      {
        userId: user.id,
        loginHistoryId: 'expired-unpurged',
        endedAt: new Date('2026-02-01T09:45:00Z'),
      },
    ];
    await t.password.execute(cmd(user.id, { currentLoginHistoryId: loginHistoryId }));
    expect((await t.users.findById(user.id))?.passwordHash).toBe('hashed:difference-engine');
    expect(t.sessions.ended).toEqual([{ userId: user.id, except: 'sid-here' }]);
    const rows = await t.history.listForUser(user.id, 10);
    const row = (id: string) => rows.find((r) => r.id === id);
    expect(row('elsewhere')?.sessionDuration).toBe(90);
    // Closed at its last activity, not at the change 37 days later.
    expect(row('expired-unpurged')?.sessionDuration).toBe(45);
    expect(row('expired-unpurged')?.logoutDate).toEqual(new Date('2026-02-01T09:45:00Z'));
    // No session reported for it: nobody knows when it ended, so no duration is made up.
    expect(row('gone-long-ago')).toMatchObject({ logoutDate: null, sessionDuration: null });
    expect(row(loginHistoryId)?.logoutDate).toBeNull();
  });

  it('refuses a wrong current password with VALIDATION (400), changing nothing', async () => {
    const t = setup();
    const { user } = await t.register();
    await expectError(
      t.password.execute(cmd(user.id, { currentPassword: 'nope-nope' })),
      'VALIDATION',
      /^currentPassword is incorrect$/,
    );
    expect((await t.users.findById(user.id))?.passwordHash).toBe('hashed:analytical-engine');
    expect(t.sessions.ended).toEqual([]);
  });

  it.each([
    ['short', 'seven77'],
    ['common', 'password123'],
  ])('refuses a %s new password naming newPassword', async (_label, newPassword) => {
    const t = setup();
    const { user } = await t.register();
    await expectError(
      t.password.execute(cmd(user.id, { newPassword })),
      'VALIDATION',
      /^newPassword/,
    );
  });
});

describe('export and deletion', () => {
  function seed(t: ReturnType<typeof setup>) {
    for (const id of ['a', 'b']) {
      t.data.insert('users', { id, email: `${id}@example.com`, password_hash: 'secret' });
      t.data.insert('goals', { id: `g-${id}`, user_id: id, title: `Goal of ${id}` });
      t.data.insert('login_history', { id: `h-${id}`, user_id: id, session_duration: 5 });
      t.data.insert('sessions', { sid: `s-${id}`, user_id: id, sess: '{}' });
    }
    t.data.insert('daily_reflections', { id: 'r1', user_id: 'a' });
    t.data.insert('reflections', { id: 'r2', user_id: 'a' });
  }

  it('exports one JSON document: the user without secrets and every table without sessions', async () => {
    const t = setup();
    seed(t);
    let text = '';
    const { day, chunks } = await t.exporter.execute('a');
    for await (const chunk of chunks) text += chunk;
    expect(day).toBe('2026-03-10'); // no zone stored: UTC's
    const doc = JSON.parse(text);
    expect(doc).toEqual({
      format: 'lodestar-export/1',
      exportedAt: '2026-03-10T15:00:00.000Z',
      user: { id: 'a', email: 'a@example.com' },
      data: {
        dailyReflections: [{ id: 'r1', userId: 'a' }],
        goals: [{ id: 'g-a', userId: 'a', title: 'Goal of a' }],
        loginHistory: [{ id: 'h-a', userId: 'a', sessionDuration: 5 }],
        reflections: [{ id: 'r2', userId: 'a' }],
      },
    });
  });

  it("names the export's day in the user's time zone, UTC's for a zone unknown", async () => {
    const t = setup(); // the clock at 2026-03-10T15:00Z: already the 11th in Tokyo
    t.data.insert('users', { id: 'tokyo', email: 't@example.com', timezone: 'Asia/Tokyo' });
    t.data.insert('users', { id: 'lost', email: 'l@example.com', timezone: 'Mars/Olympus' });
    expect((await t.exporter.execute('tokyo')).day).toBe('2026-03-11');
    expect((await t.exporter.execute('lost')).day).toBe('2026-03-10');
  });

  it('refuses to export for a user who is gone', async () => {
    const t = setup();
    await expectError(t.exporter.execute('ghost'), 'UNAUTHENTICATED');
  });

  it('counts goals, daily + weekly reflections and values', async () => {
    const t = setup();
    seed(t);
    expect(await t.summary.execute('a')).toEqual({ goals: 1, reflections: 2, values: 0 });
  });

  it('deletes the account with the right password: every row and session of that user, none of the other', async () => {
    const t = setup();
    const { user } = await t.register();
    seed(t);
    t.data.insert('users', { id: user.id, password_hash: 'hashed:analytical-engine' });
    t.data.insert('goals', { id: 'g-mine', user_id: user.id });
    await expectError(
      t.remove.execute(user.id, 'wrong-password', '203.0.113.7'),
      'VALIDATION',
      /^password is incorrect$/,
    );
    expect(t.data.tables.get('goals')).toHaveLength(3);
    await t.remove.execute(user.id, 'analytical-engine', '203.0.113.7');
    for (const rows of t.data.tables.values()) {
      expect(rows.filter((r) => r.user_id === user.id || r.id === user.id)).toEqual([]);
    }
    expect(t.data.tables.get('goals')).toHaveLength(2);
    expect(t.sessions.ended).toEqual([{ userId: user.id, except: undefined }]);
  });
});
