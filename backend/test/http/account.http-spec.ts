import { DataSource } from 'typeorm';
import { localDate } from '../../src/shared/domain/calendar';
import { startTestApp, TestApp, TestAgent } from '../support/test-app';
import { isInternalTable } from '../../src/modules/auth/domain/user-data';
import { PasswordHasher } from '../../src/modules/auth/domain/password-hasher';
import { LoginHistoryOrmEntity } from '../../src/modules/auth/infrastructure/persistence/login-history.orm-entity';
import {
  countUserRows,
  quote,
  readSchema,
  seedEveryUserTable,
  userTables,
} from '../support/user-rows';

const PASSWORD = 'correct-horse-battery-staple';
const NEW_PASSWORD = 'new-horse-battery-staple';

const camel = (s: string) => s.replace(/_+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

function containsSecret(text: string): string | null {
  if (/\$2[aby]\$\d\d\$/.test(text)) return 'a bcrypt hash';
  if (/"password(Hash)?"\s*:/i.test(text)) return 'a password field';
  if (/"sess"\s*:|"passport"\s*:/.test(text)) return 'session data';
  return null;
}

/** Reads a streamed download whole, as text. */
function download(agent: TestAgent) {
  return agent
    .get('/api/user/export')
    .buffer(true)
    .parse((res, cb) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => cb(null, text));
    });
}

describe(`account over HTTP (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('PUT /api/user/profile', () => {
    it('changes first name, last name and time zone; the current user shows them', async () => {
      const { agent, email } = await t.signUp({ firstName: 'Ada', lastName: 'Lovelace' });
      const res = await agent
        .put('/api/user/profile')
        .send({ firstName: ' Augusta ', lastName: 'King', timezone: 'Europe/London' })
        .expect(200);
      expect(res.body).toMatchObject({
        email,
        firstName: 'Augusta',
        lastName: 'King',
        timezone: 'Europe/London',
      });
      expect(res.body).not.toHaveProperty('passwordHash');
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toMatchObject({
        firstName: 'Augusta',
        lastName: 'King',
        timezone: 'Europe/London',
      });
      // Names may be cleared; fields left out stay as they were.
      const cleared = await agent.put('/api/user/profile').send({ lastName: '  ' }).expect(200);
      expect(cleared.body).toMatchObject({
        firstName: 'Augusta',
        lastName: null,
        timezone: 'Europe/London',
      });
    });

    it('stores a time zone as the zone writes itself, whatever its case', async () => {
      const { agent } = await t.signUp();
      const res = await agent
        .put('/api/user/profile')
        .send({ timezone: 'america/new_york' })
        .expect(200);
      expect(res.body.timezone).toBe('America/New_York');
      expect((await agent.get('/api/auth/user').expect(200)).body.timezone).toBe(
        'America/New_York',
      );
    });

    it('keeps every zone of the profile list under its own name (Kolkata, not Calcutta)', async () => {
      const { agent } = await t.signUp();
      for (const zone of ['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Kathmandu', 'EST']) {
        const res = await agent.put('/api/user/profile').send({ timezone: zone }).expect(200);
        expect(res.body.timezone).toBe(zone);
        expect((await agent.get('/api/auth/user').expect(200)).body.timezone).toBe(zone);
      }
    });

    it('moves the login streak with the time zone: a day east adds no day to it', async () => {
      const { agent, email, password } = await t.signUp();
      // Etc/GMT+12 and Etc/GMT-12 are 24 hours apart: always exactly one calendar day.
      await agent.put('/api/user/profile').send({ timezone: 'Etc/GMT+12' }).expect(200);
      await agent.put('/api/user/profile').send({ timezone: 'Etc/GMT-12' }).expect(200);
      expect((await agent.get('/api/user/stats').expect(200)).body).toMatchObject({
        currentStreak: 1,
        longestStreak: 1,
      });
      // A sign-in the same day in the new zone is no second day either.
      await t.agent().post('/api/login').send({ email, password }).expect(200);
      expect((await agent.get('/api/user/stats').expect(200)).body).toMatchObject({
        currentStreak: 1,
        longestStreak: 1,
        totalLogins: 2,
      });
    });

    it('counts the login streak on: a visit the day after adds one, a day missed starts again', async () => {
      const { agent, user } = await t.signUp();
      const db = t.app.get(DataSource);
      const q = (sql: string) => (t.db === 'mysql' ? sql.replace(/"/g, '`') : sql);
      const dayBefore = (days: number) =>
        localDate(new Date(Date.now() - days * 86_400_000), 'America/New_York');
      // As if the user had come 3 days running until `days` ago, and this session had
      // last counted a visit then: its next request is the first of today.
      const lastSeen = async (days: number, streak: number, longest: number) => {
        await db.query(
          q(
            'UPDATE "users" SET "last_active_day" = ?, "current_streak" = ?, "longest_streak" = ? WHERE "id" = ?',
          ),
          [dayBefore(days), streak, longest, user.id],
        );
        const [{ sess }] = await db.query(q('SELECT "sess" FROM "sessions" WHERE "user_id" = ?'), [
          user.id,
        ]);
        const data = typeof sess === 'string' ? JSON.parse(sess) : sess;
        await db.query(q('UPDATE "sessions" SET "sess" = ? WHERE "user_id" = ?'), [
          JSON.stringify({ ...data, activeDay: dayBefore(days) }),
          user.id,
        ]);
      };
      await lastSeen(1, 3, 3);
      expect((await agent.get('/api/user/stats').expect(200)).body).toMatchObject({
        currentStreak: 4,
        longestStreak: 4,
      });
      expect((await agent.get('/api/dashboard/stats').expect(200)).body.streak).toBe(4);
      // The same day again counts nothing more.
      expect((await agent.get('/api/dashboard/stats').expect(200)).body.streak).toBe(4);
      // Last seen two days ago: today starts a new streak; the longest stays.
      await lastSeen(2, 5, 5);
      expect((await agent.get('/api/user/stats').expect(200)).body).toMatchObject({
        currentStreak: 1,
        longestStreak: 5,
      });
      expect((await agent.get('/api/dashboard/stats').expect(200)).body.streak).toBe(1);
    });

    it('keeps names with HTML as written', async () => {
      const { agent } = await t.signUp();
      const res = await agent
        .put('/api/user/profile')
        .send({ firstName: '<b>Ada</b>' })
        .expect(200);
      expect(res.body.firstName).toBe('<b>Ada</b>');
    });

    it.each([
      [{ timezone: 'Mars/Olympus_Mons' }, 'timezone'],
      [{ timezone: '' }, 'timezone'],
      [{ timezone: null }, 'timezone'],
      [{ timezone: 42 }, 'timezone'],
      [{ firstName: 'x'.repeat(101) }, 'firstName'],
      [{ lastName: '✔️'.repeat(51) }, 'lastName'], // 102 characters to MySQL (500 before)
      [{ lastName: { $ne: '' } }, 'lastName'],
      [{ firstName: ['Ada'] }, 'firstName'],
      [{ email: 'someone-else@example.com' }, 'email'],
      [{ id: '00000000-0000-4000-8000-000000000000' }, 'id'],
      [{ createdAt: '2020-01-01T00:00:00Z' }, 'createdAt'],
      [{ totalLogins: 1000 }, 'totalLogins'],
    ])('answers 400 naming the field for %j and changes nothing', async (body, field) => {
      const { agent, email } = await t.signUp();
      const res = await agent.put('/api/user/profile').send(body).expect(400);
      expect(res.body.error).toBe('Bad Request');
      expect(JSON.stringify(res.body.message)).toContain(field);
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toMatchObject({ email, firstName: 'Test', timezone: 'America/New_York' });
    });

    it('never changes the email', async () => {
      const { agent, email } = await t.signUp();
      await agent
        .put('/api/user/profile')
        .send({ firstName: 'Ada', email: 'new@example.com' })
        .expect(400);
      expect((await agent.get('/api/auth/user').expect(200)).body.email).toBe(email);
    });

    it('accepts any valid IANA zone, not only the 25 listed', async () => {
      const { agent } = await t.signUp();
      const res = await agent
        .put('/api/user/profile')
        .send({ timezone: 'Pacific/Chatham' })
        .expect(200);
      expect(res.body.timezone).toBe('Pacific/Chatham');
      await agent.get('/api/user/stats').expect(200);
    });
  });

  describe('preferences', () => {
    it('answers the defaults of decisions §9 until saved', async () => {
      const { agent } = await t.signUp();
      const res = await agent.get('/api/user/preferences').expect(200);
      expect(res.body).toEqual({
        notifications: { push: true, email: false, streakReminders: true },
        appearance: { darkMode: false, autoSaveGoals: true, language: 'en-US' },
        version: 0,
      });
    });

    it('saves a change field by field, per user', async () => {
      const { agent } = await t.signUp();
      const other = await t.signUp();
      await agent
        .put('/api/user/preferences')
        .send({ appearance: { darkMode: true } })
        .expect(200);
      const res = await agent
        .put('/api/user/preferences')
        .send({ notifications: { email: true, push: false } })
        .expect(200);
      const expected = {
        notifications: { push: false, email: true, streakReminders: true },
        appearance: { darkMode: true, autoSaveGoals: true, language: 'en-US' },
        version: 2,
      };
      expect(res.body).toEqual(expected);
      expect((await agent.get('/api/user/preferences').expect(200)).body).toEqual(expected);
      expect(
        (await other.agent.get('/api/user/preferences').expect(200)).body.appearance.darkMode,
      ).toBe(false);
    });

    it.each([
      [{ appearance: { darkMode: 'yes' } }, 'appearance.darkMode'],
      [{ appearance: { language: 'fr-FR' } }, 'language'],
      [{ appearance: 'dark' }, 'appearance'],
      [{ notifications: { push: true, sms: true } }, 'sms'],
      [{ notifications: [true] }, 'notifications'],
      [{ theme: 'dark' }, 'theme'],
      [{ userId: 'someone' }, 'userId'],
      // A switch has no "none": null is refused, not taken as left out (QA 2026-11-29).
      [{ appearance: { darkMode: null } }, 'appearance.darkMode'],
      [{ notifications: { push: null } }, 'notifications.push'],
      [{ appearance: { language: null } }, 'appearance.language'],
      [{ appearance: null }, 'appearance'],
    ])('answers 400 naming the field for %j', async (body, field) => {
      const { agent } = await t.signUp();
      const res = await agent.put('/api/user/preferences').send(body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
    });
  });

  describe('PUT /api/user/password', () => {
    it('refuses a wrong current password with 400 and keeps everything as it was', async () => {
      const { agent, email } = await t.signUp();
      const res = await agent
        .put('/api/user/password')
        .send({ currentPassword: 'not-the-password', newPassword: NEW_PASSWORD })
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'currentPassword is incorrect',
        error: 'Bad Request',
      });
      await agent.get('/api/auth/user').expect(200);
      await t.agent().post('/api/login').send({ email, password: PASSWORD }).expect(200);
    });

    it.each([
      [{ currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword'],
      [{ currentPassword: PASSWORD, newPassword: '12345678' }, 'newPassword'],
      [{ currentPassword: PASSWORD, newPassword: 'é'.repeat(37) }, '72 bytes'],
      [{ currentPassword: PASSWORD }, 'newPassword'],
      [{ newPassword: NEW_PASSWORD }, 'currentPassword'],
      [{ currentPassword: { $ne: '' }, newPassword: NEW_PASSWORD }, 'currentPassword'],
      [{ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, userId: 'x' }, 'userId'],
    ])('answers 400 naming the field for %j', async (body, field) => {
      const { agent } = await t.signUp();
      const res = await agent.put('/api/user/password').send(body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
    });

    it('changes the password, ends every other session and keeps this one', async () => {
      const { agent, email, cookie } = await t.signUp();
      const phone = t.agent();
      await phone.post('/api/login').send({ email, password: PASSWORD }).expect(200);
      const laptop = t.agent();
      await laptop.post('/api/login').send({ email, password: PASSWORD }).expect(200);
      await phone.get('/api/auth/user').expect(200);

      await agent
        .put('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
        .expect(204);

      await agent.get('/api/auth/user').expect(200);
      // Under a new id: a copy of this session's cookie (a thief's) is signed out too.
      await t.agent().get('/api/auth/user').set('Cookie', cookie).expect(401);
      await phone.get('/api/auth/user').expect(401);
      await laptop.get('/api/auth/user').expect(401);
      await t.agent().post('/api/login').send({ email, password: PASSWORD }).expect(401);
      const fresh = t.agent();
      await fresh.post('/api/login').send({ email, password: NEW_PASSWORD }).expect(200);
      // The ended sessions' login-history entries are closed with a duration.
      const history = (await agent.get('/api/user/login-history').expect(200)).body as Array<{
        sessionDuration: number | null;
      }>;
      expect(history).toHaveLength(4);
      expect(history.filter((h) => h.sessionDuration !== null)).toHaveLength(2);
    });
  });

  describe('password guesses at the signed-in routes', () => {
    it('count with sign-in failures: the 11th for an account from one address is 429, even the right one', async () => {
      const { agent, email } = await t.signUp();
      for (let i = 0; i < 5; i++) {
        await agent
          .put('/api/user/password')
          .send({ currentPassword: `wrong-guess-${i}`, newPassword: NEW_PASSWORD })
          .expect(400);
        await agent
          .delete('/api/user')
          .send({ password: `wrong-guess-${i}` })
          .expect(400);
      }
      const change = await agent
        .put('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
        .expect(429);
      expect(Number(change.headers['retry-after'])).toBeGreaterThan(800);
      await agent.delete('/api/user').send({ password: PASSWORD }).expect(429);
      // The same count as sign-in's: a sign-in to this account from here waits too.
      await t.agent().post('/api/login').send({ email, password: PASSWORD }).expect(429);
      // Nothing changed: the session stands and the old password is still the password.
      await agent.get('/api/auth/user').expect(200);
    });

    it('forgets the guesses before a right one', async () => {
      const { agent } = await t.signUp();
      for (let i = 0; i < 9; i++) {
        await agent
          .put('/api/user/password')
          .send({ currentPassword: `wrong-guess-${i}`, newPassword: NEW_PASSWORD })
          .expect(400);
      }
      await agent
        .put('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
        .expect(204);
      await agent
        .put('/api/user/password')
        .send({ currentPassword: 'wrong-again', newPassword: PASSWORD })
        .expect(400);
      await agent
        .put('/api/user/password')
        .send({ currentPassword: NEW_PASSWORD, newPassword: PASSWORD })
        .expect(204);
    });
  });

  describe('export', () => {
    it("downloads every table's rows of the user as JSON, without secrets or other users' rows", async () => {
      const a = await t.signUp({ firstName: 'Ada' });
      const b = await t.signUp({ firstName: 'Bob' });
      // A table another module might add tomorrow: export must cover it without being told.
      const q = (n: string) => quote(db, n);
      await db.query(
        t.db === 'mysql'
          ? 'CREATE TABLE IF NOT EXISTS `zz_account_notes` (`id` varchar(36) NOT NULL PRIMARY KEY, `user_id` varchar(36) NOT NULL, `note_text` text NOT NULL, `pinned` tinyint(1) NOT NULL, `written_at` datetime(3) NOT NULL, CONSTRAINT `FK_zz_notes_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE CASCADE) ENGINE=InnoDB'
          : 'CREATE TABLE IF NOT EXISTS "zz_account_notes" ("id" varchar(36) PRIMARY KEY NOT NULL, "user_id" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE, "note_text" text NOT NULL, "pinned" boolean NOT NULL, "written_at" datetime NOT NULL)',
      );
      const aId = String(a.user.id);
      const bId = String(b.user.id);
      const seeded = await seedEveryUserTable(db, aId);
      await seedEveryUserTable(db, bId);
      // More than one page of rows in one table.
      for (let i = 0; i < 1203; i++) {
        await db.query(
          `INSERT INTO ${q('zz_account_notes')} (${q('id')}, ${q('user_id')}, ${q('note_text')}, ${q('pinned')}, ${q('written_at')}) VALUES (?, ?, ?, ?, ?)`,
          [
            `note-${String(i).padStart(5, '0')}`,
            aId,
            `Note "${i}" <b>bold</b> \u2603`,
            i % 2,
            t.db === 'mysql' ? new Date(Date.UTC(2026, 0, 1, 12)) : '2026-01-01 12:00:00.000',
          ],
        );
      }
      await a.agent
        .put('/api/user/preferences')
        .send({ appearance: { darkMode: true } })
        .expect(200);

      // The file is named for the day in the user's zone (UTC+14: another day than UTC's
      // for 14 hours of every 24).
      await a.agent.put('/api/user/profile').send({ timezone: 'Pacific/Kiritimati' }).expect(200);
      const kiritimati = () =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
      const before = kiritimati();
      const res = await download(a.agent).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(
        [before, kiritimati()].map((day) => `attachment; filename="lodestar-export-${day}.json"`),
      ).toContain(res.headers['content-disposition']);
      const text = res.body as string;
      expect(containsSecret(text)).toBeNull();
      expect(text).not.toContain(bId);
      const doc = JSON.parse(text);
      expect(doc.format).toBe('lodestar-export/1');
      expect(Date.parse(doc.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(doc.user).toMatchObject({ id: aId, email: a.email, firstName: 'Ada' });
      expect(doc.user).not.toHaveProperty('passwordHash');
      expect(Object.keys(doc.data)).not.toContain('sessions');

      const tables = userTables(await readSchema(db)).filter((x) => !isInternalTable(x.name));
      expect(tables.map((x) => x.name)).toEqual(
        expect.arrayContaining(seeded.filter((s) => !isInternalTable(s))),
      );
      for (const table of tables) {
        const rows = doc.data[camel(table.name)] as Array<Record<string, unknown>>;
        expect({ table: table.name, exported: Array.isArray(rows) && rows.length > 0 }).toEqual({
          table: table.name,
          exported: true,
        });
        for (const row of rows) expect(row.userId).toBe(aId);
      }
      // camelCase keys, real booleans and ISO instants, also for a table no module maps.
      const notes = doc.data.zzAccountNotes as Array<Record<string, unknown>>;
      expect(notes).toHaveLength(1204);
      expect(new Set(notes.map((n) => n.id)).size).toBe(1204);
      expect(notes.find((n) => n.id === 'note-00001')).toEqual({
        id: 'note-00001',
        userId: aId,
        noteText: 'Note "1" <b>bold</b> \u2603',
        pinned: true,
        writtenAt: '2026-01-01T12:00:00.000Z',
      });
      expect(doc.data.userPreferences).toEqual([
        expect.objectContaining({ userId: aId, darkMode: true, pushNotifications: true }),
      ]);
      expect(doc.data.loginHistory[0]).toEqual(
        expect.objectContaining({ userId: aId, loginDate: expect.stringMatching(/Z$/) }),
      );
    });

    it('is refused signed out', async () => {
      await t.agent().get('/api/user/export').expect(401);
    });
  });

  describe('GET /api/user/data-summary', () => {
    it("counts the user's goals, reflections and values, 0 for tables that do not exist yet", async () => {
      const { agent, user } = await t.signUp();
      const empty = await agent.get('/api/user/data-summary').expect(200);
      expect(empty.body).toEqual({ goals: 0, reflections: 0, values: 0 });
      await seedEveryUserTable(db, String(user.id));
      const res = await agent.get('/api/user/data-summary').expect(200);
      const names = (await readSchema(db)).map((x) => x.name);
      expect(res.body.goals).toBe(1);
      expect(res.body.reflections).toBe(
        ['daily_reflections', 'weekly_reflections', 'reflections'].filter((n) => names.includes(n))
          .length,
      );
      expect(res.body.values).toBe(
        ['values', 'core_values', 'user_values'].filter((n) => names.includes(n)).length,
      );
    });
  });

  describe('DELETE /api/user', () => {
    it('refuses a wrong password with 400 and deletes nothing', async () => {
      const { agent, user } = await t.signUp();
      const before = await countUserRows(db, String(user.id));
      const res = await agent
        .delete('/api/user')
        .send({ password: 'not-the-password' })
        .expect(400);
      expect(res.body.message).toBe('password is incorrect');
      await agent.get('/api/auth/user').expect(200);
      expect(await countUserRows(db, String(user.id))).toEqual(before);
    });

    it.each([
      [{}, 'password'],
      [{ password: ['x'] }, 'password'],
      [{ password: PASSWORD, userId: 'someone' }, 'userId'],
    ])('answers 400 naming the field for %j', async (body, field) => {
      const { agent } = await t.signUp();
      const res = await agent.delete('/api/user').send(body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
    });

    it("leaves no row of that user in any table, signs every browser out, and leaves another user's data untouched", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const aId = String(a.user.id);
      const bId = String(b.user.id);
      const phone = t.agent();
      await phone.post('/api/login').send({ email: a.email, password: PASSWORD }).expect(200);
      await seedEveryUserTable(db, aId);
      await seedEveryUserTable(db, bId);
      await a.agent.put('/api/user/preferences').send({ appearance: { darkMode: true } });
      const before = await countUserRows(db, aId);
      const tables = Object.keys(before);
      expect(tables).toEqual(
        expect.arrayContaining(['users', 'goals', 'login_history', 'sessions']),
      );
      for (const table of tables)
        expect({ table, rows: before[table] > 0 }).toEqual({ table, rows: true });
      const othersBefore = await countUserRows(db, bId);

      const res = await a.agent.delete('/api/user').send({ password: PASSWORD }).expect(204);
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';');
      expect(cookie).toMatch(/lodestar\.sid=;/);

      const after = await countUserRows(db, aId);
      expect(Object.keys(after).sort()).toEqual(tables.sort());
      for (const table of tables) expect({ table, rows: after[table] }).toEqual({ table, rows: 0 });
      expect(await countUserRows(db, bId)).toEqual(othersBefore);

      await a.agent.get('/api/auth/user').expect(401);
      await phone.get('/api/auth/user').expect(401);
      await t.agent().post('/api/login').send({ email: a.email, password: PASSWORD }).expect(401);
      await b.agent.get('/api/auth/user').expect(200);
      // The email is free again.
      await t.signUp({ email: a.email });
    });

    it('is refused with a password the owner changed while it was being checked', async () => {
      const owner = await t.signUp();
      const thief = t.agent(); // signed in with the password before the change
      await thief.post('/api/login').send({ email: owner.email, password: PASSWORD }).expect(200);
      const hasher = t.app.get(PasswordHasher);
      const verify = hasher.verify.bind(hasher);
      const race: { change?: Promise<unknown> } = {};
      // The deletion's check of the old password answers only once the owner's change
      // (new hash saved, other sessions ended) has finished.
      hasher.verify = async (...args: Parameters<PasswordHasher['verify']>) => {
        if (race.change) return verify(...args);
        race.change = owner.agent
          .put('/api/user/password')
          .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
          .expect(204)
          .then(() => undefined);
        await race.change;
        return verify(...args);
      };
      try {
        const res = await thief.delete('/api/user').send({ password: PASSWORD }).expect(400);
        expect(res.body.message).toBe('password is incorrect');
      } finally {
        hasher.verify = verify;
      }
      await owner.agent.get('/api/auth/user').expect(200);
      expect((await countUserRows(db, String(owner.user.id))).users).toBe(1);
      await thief.get('/api/auth/user').expect(401);
    });

    it('is refused signed out', async () => {
      await t.agent().delete('/api/user').send({ password: PASSWORD }).expect(401);
    });
  });
  describe('PUT /api/user/password and the sessions that ended before it', () => {
    const HOUR = 60 * 60_000;
    const DAY = 24 * HOUR;
    /** Signs in on a new client; its session id and login-history entry. */
    async function signIn(email: string) {
      const agent = t.agent();
      const res = await agent.post('/api/login').send({ email, password: PASSWORD }).expect(200);
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0].split(';')[0];
      const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
      const q = (n: string) => quote(db, n);
      const [row] = await db.query(
        `SELECT ${q('sess')} FROM ${q('sessions')} WHERE ${q('sid')} = ?`,
        [sid],
      );
      const sess = typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess;
      return { agent, sid, entryId: String(sess.loginHistoryId) };
    }
    const sqlInstant = (d: Date) =>
      t.db === 'mysql' ? d : d.toISOString().replace('T', ' ').replace('Z', '');
    const entries = () => db.getRepository(LoginHistoryOrmEntity);
    const signedInAgo = (entryId: string, ms: number) =>
      entries().update({ id: entryId }, { loginDate: new Date(Date.now() - ms) });

    it('closes each other entry when its session ended: now if live, at its last activity if expired, never for one gone', async () => {
      const { agent, email } = await t.signUp();
      const q = (n: string) => quote(db, n);
      const laptop = await signIn(email); // live until the change
      const phone = await signIn(email); // idle since 25 hours, not purged yet
      const tablet = await signIn(email); // its session is gone without a trace
      await signedInAgo(laptop.entryId, 20 * 60_000 + 10_000);
      // Used for 30 minutes, then left: its idle day ran out an hour ago.
      await signedInAgo(phone.entryId, DAY + HOUR + 30 * 60_000 + 10_000);
      await db.query(`UPDATE ${q('sessions')} SET ${q('expire')} = ? WHERE ${q('sid')} = ?`, [
        sqlInstant(new Date(Date.now() - HOUR)),
        phone.sid,
      ]);
      await signedInAgo(tablet.entryId, 40 * DAY);
      await db.query(`DELETE FROM ${q('sessions')} WHERE ${q('sid')} = ?`, [tablet.sid]);

      const changedAt = Date.now();
      await agent
        .put('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
        .expect(204);
      await laptop.agent.get('/api/auth/user').expect(401);

      const entry = (id: string) => entries().findOneByOrFail({ id });
      const ofLaptop = await entry(laptop.entryId);
      expect(ofLaptop.sessionDuration).toBe(20);
      expect(ofLaptop.logoutDate!.getTime()).toBeGreaterThanOrEqual(changedAt - 1000);
      const ofPhone = await entry(phone.entryId);
      expect(ofPhone.sessionDuration).toBe(30); // not 25.5 hours
      expect(Math.abs(ofPhone.logoutDate!.getTime() - (changedAt - DAY - HOUR))).toBeLessThan(
        60_000,
      );
      // Nobody knows when it ended: no duration rather than 40 days of one.
      const ofTablet = await entry(tablet.entryId);
      expect(ofTablet.logoutDate).toBeNull();
      expect(ofTablet.sessionDuration).toBeNull();
      // The average the Profile page shows counts only the two real durations.
      const history = (await agent.get('/api/user/login-history').expect(200)).body as Array<{
        sessionDuration: number | null;
      }>;
      expect(history.map((h) => h.sessionDuration).filter((d) => d !== null)).toEqual(
        expect.arrayContaining([20, 30]),
      );
      expect(history.filter((h) => h.sessionDuration !== null)).toHaveLength(2);
    });
  });
});
