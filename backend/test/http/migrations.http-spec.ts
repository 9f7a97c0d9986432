import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../src/config/app-config';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { UserXpFromActivityLog1795390000000 } from '../../src/database/migrations/1795390000000-user-xp-from-activity-log';
import { CorrectQuotes1795390001000 } from '../../src/database/migrations/1795390001000-correct-quotes';
import { CorrectJournalQuotes1795410000000 } from '../../src/database/migrations/1795410000000-correct-journal-quotes';
import { CorrectTranslatedQuotes1795430001000 } from '../../src/database/migrations/1795430001000-correct-translated-quotes';
import { ensureDatabaseExists } from '../../src/database/ensure-database';
import { migrationLockName, runMigrations } from '../../src/database/run-migrations';
import { MYSQL_TEST_URL, TEST_DB } from '../support/test-app';

describe(`migrations (${TEST_DB})`, () => {
  let database: DatabaseConfig;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (TEST_DB === 'mysql') {
      const name = `lodestar_migr_${process.pid}_${randomBytes(3).toString('hex')}`;
      database = { kind: 'mysql', url: `${MYSQL_TEST_URL}/${name}`, database: name };
      await ensureDatabaseExists(database);
      cleanup = async () => {
        const c = await createConnection({ uri: MYSQL_TEST_URL });
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await c.end();
      };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'lodestar-migr-'));
      database = { kind: 'sqlite', path: join(dir, 'm.sqlite') };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  it('applies every migration, reverts them all, and applies them again', async () => {
    const db = new DataSource(buildDataSourceOptions(database));
    await db.initialize();
    try {
      const applied = await runMigrations(db);
      expect(applied.length).toBe(db.migrations.length);
      expect(await runMigrations(db)).toEqual([]); // idempotent
      const tables = async (): Promise<string[]> => {
        const rows: Array<{ name: string }> = await db.query(
          TEST_DB === 'mysql'
            ? 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()'
            : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        );
        return rows.map((r) => r.name).sort();
      };
      expect(await tables()).toEqual(
        expect.arrayContaining(['users', 'sessions', 'login_history', 'goals']),
      );
      for (let i = 0; i < applied.length; i++) await db.undoLastMigration({ transaction: 'each' });
      expect((await tables()).filter((t) => t !== 'migrations')).toEqual([]);
      expect(await runMigrations(db)).toHaveLength(applied.length);
    } finally {
      await db.destroy();
    }
  });

  (TEST_DB === 'mysql' ? it : it.skip)(
    "nodes of one database take turns; another database's lock does not hold it up",
    async () => {
      const other = await createConnection({ uri: MYSQL_TEST_URL });
      const db = new DataSource(buildDataSourceOptions(database));
      const hold = async (name: string) => {
        const [rows] = await other.query('SELECT GET_LOCK(?, 0) AS got', [name]);
        expect(Number((rows as Array<{ got: number }>)[0].got)).toBe(1);
      };
      try {
        await db.initialize();
        // Another database's lock (the old code used one name server-wide).
        await hold(migrationLockName('some_other_database'));
        expect(await runMigrations(db)).toEqual([]);
        // This database's lock: the run waits until it is released.
        const name = database.kind === 'mysql' ? database.database : '';
        await hold(migrationLockName(name));
        let done = false;
        const run = runMigrations(db).then((r) => ((done = true), r));
        await new Promise((r) => setTimeout(r, 1000));
        expect(done).toBe(false);
        await other.query('SELECT RELEASE_LOCK(?)', [migrationLockName(name)]);
        expect(await run).toEqual([]);
      } finally {
        await other.end();
        if (db.isInitialized) await db.destroy();
      }
    },
  );

  it("sets a user's xp and level to the activity log's total (reflection XP alone before)", async () => {
    const db = new DataSource(buildDataSourceOptions(database));
    await db.initialize();
    try {
      await runMigrations(db);
      const at = '2026-11-01 10:00:00.000';
      const user = (id: string, xp: number) =>
        db.query(
          'INSERT INTO `users` (`id`, `email`, `password_hash`, `xp`, `level`, `created_at`, `updated_at`) VALUES (?, ?, ?, ?, 1, ?, ?)',
          [id, `${id}@example.com`, 'x', xp, at, at],
        );
      await user('u-log', 45);
      await user('u-none', 0);
      for (const [id, type, points] of [
        ['reflection:r-1', 'reflection', 45],
        ['goal_created:g-1', 'goal_created', 25],
        ['achievement:first_goal', 'achievement', 50],
        ['goal_completed:g-1', 'goal_completed', 100],
        ['achievement:first_victory', 'achievement', 100],
      ] as const) {
        await db.query(
          'INSERT INTO `gamification_events` (`user_id`, `id`, `type`, `points`, `occurred_at`, `goal_id`, `created_at`) VALUES (?, ?, ?, ?, ?, NULL, ?)',
          ['u-log', id, type, points, at, at],
        );
      }
      await new UserXpFromActivityLog1795390000000().up(db.createQueryRunner());
      const rows = (await db.query(
        'SELECT `id`, `xp`, `level` FROM `users` ORDER BY `id`',
      )) as Array<{ id: string; xp: number | string; level: number | string }>;
      expect(rows.map((r) => [r.id, Number(r.xp), Number(r.level)])).toEqual([
        ['u-log', 320, 3],
        ['u-none', 0, 1],
      ]);
      await db.query('DELETE FROM `users`');
    } finally {
      await db.destroy();
    }
  });

  it('takes out the misattributed quotes of an older seed and corrects two translations', async () => {
    const db = new DataSource(buildDataSourceOptions(database));
    await db.initialize();
    try {
      await runMigrations(db);
      const texts = async () =>
        ((await db.query('SELECT `text` FROM `quotes`')) as Array<{ text: string }>).map(
          (r) => r.text,
        );
      const fresh = await texts();
      expect(fresh).toContain('The universe is transformation: life is opinion.');
      expect(fresh).not.toContain('Opportunities multiply as they are seized.');
      // A database seeded before the correction: put the old rows back, then mend them.
      await db.query('DELETE FROM `quotes` WHERE `text` IN (?, ?)', [
        'The universe is transformation: life is opinion.',
        'The beginning is the most important part of any work.',
      ]);
      const old = [
        [
          'eb7a117a-9278-53a2-a7fc-0a658a6e514b',
          'He who has a why to live for can bear almost any how.',
          'Friedrich Nietzsche',
        ],
        [
          '6083f8c2-bed7-572c-977a-100a0503374a',
          'Opportunities multiply as they are seized.',
          'Sun Tzu',
        ],
        [
          '33d5e135-4d41-52bc-84fb-54e44992b268',
          'The universe is change; our life is what our thoughts make it.',
          'Marcus Aurelius',
        ],
        [
          '0bae0ed6-c2d9-53b2-986d-1b1e96f1334c',
          'The beginning is the most important part of the work.',
          'Plato',
        ],
      ];
      for (const [id, text, author] of old) {
        await db.query('INSERT INTO `quotes` (`id`, `text`, `author`) VALUES (?, ?, ?)', [
          id,
          text,
          author,
        ]);
      }
      await new CorrectQuotes1795390001000().up(db.createQueryRunner());
      expect((await texts()).sort()).toEqual(fresh.sort());
    } finally {
      await db.destroy();
    }
  });

  it("puts the journal's two paraphrased quotes of an older seed in their sources' words", async () => {
    const db = new DataSource(buildDataSourceOptions(database));
    await db.initialize();
    try {
      await runMigrations(db);
      type Row = { id: string; text: string; author: string; source: string; category: string };
      const rows = async () =>
        (
          (await db.query(
            'SELECT `id`, `text`, `author`, `source`, `category` FROM `quotes` ORDER BY `id`',
          )) as Row[]
        ).map((r) => ({ ...r }));
      const fresh = await rows();
      const corrected = [
        {
          id: 'c200a34d-134d-55e7-a829-47ab7306262a',
          text: 'The life which is unexamined is not worth living.',
          author: 'Socrates',
          source: "Plato's Apology, 38a (tr. Benjamin Jowett, 1871)",
          category: 'reflection',
        },
        {
          id: '0b4bd52a-6313-5b7f-aecb-c64be4434ae5',
          text: 'Those who cannot remember the past are condemned to repeat it.',
          author: 'George Santayana',
          source: 'The Life of Reason, Vol. I: Reason in Common Sense, ch. XII (1905)',
          category: 'reflection',
        },
      ];
      expect(fresh).toEqual(expect.arrayContaining(corrected));
      // A database seeded before the correction: put the old rows back, then mend them.
      await db.query(
        'DELETE FROM `quotes` WHERE `id` IN (?, ?)',
        corrected.map((r) => r.id),
      );
      for (const old of [
        [
          'db26d4dc-74a2-530f-b9e4-62ad61f30f0b',
          'The unexamined life is not worth living.',
          'Socrates',
          "Plato's Apology (tr. Benjamin Jowett)",
        ],
        [
          '32aecba9-e59d-5f94-b5e8-dbf30752b1a5',
          'Life can only be understood backwards; but it must be lived forwards.',
          'S\u00f8ren Kierkegaard',
          'Journals (1843)',
        ],
      ]) {
        await db.query(
          'INSERT INTO `quotes` (`id`, `text`, `author`, `source`, `category`) VALUES (?, ?, ?, ?, ?)',
          [...old, 'reflection'],
        );
      }
      expect(await rows()).not.toEqual(fresh);
      await new CorrectJournalQuotes1795410000000().up(db.createQueryRunner());
      expect(await rows()).toEqual(fresh);
    } finally {
      await db.destroy();
    }
  });

  it("puts the translated quotes of an older seed in their named translators' words, and back on down", async () => {
    const db = new DataSource(buildDataSourceOptions(database));
    await db.initialize();
    try {
      await runMigrations(db);
      type Row = { id: string; text: string; author: string; source: string; category: string };
      const rows = async () =>
        (
          (await db.query(
            'SELECT `id`, `text`, `author`, `source`, `category` FROM `quotes` ORDER BY `id`',
          )) as Row[]
        ).map((r) => ({ ...r }));
      const fresh = await rows();
      expect(fresh).toEqual(
        expect.arrayContaining([
          {
            id: '964e0f26-4601-5e2a-8921-a4f57e7347e7',
            text: 'For this one virtue [gratitude] is not only the greatest, but is also the parent of all the other virtues.',
            author: 'Marcus Tullius Cicero',
            source: 'Pro Plancio, 80 (tr. C. D. Yonge, 1891)',
            category: 'gratitude',
          },
          {
            id: 'f48291b7-386d-5149-9b63-c494c47df775',
            text: 'They can because they think they can.',
            author: 'Virgil',
            source: 'Aeneid, V.231 (tr. John Conington, 1866)',
            category: 'courage',
          },
        ]),
      );
      // A database seeded before the correction: the old rows, as the first seed wrote them.
      const old: Array<[string, string, string, string, string]> = [
        [
          'b72d0ce7-b7f4-558b-b8ad-336f0660c4ef',
          'Gratitude is not only the greatest of virtues, but the parent of all the others.',
          'Marcus Tullius Cicero',
          'Pro Plancio (54 BC)',
          'gratitude',
        ],
        [
          '2eebe4c7-3434-508c-a530-32904261585b',
          'He who has begun has half done. Dare to be wise; begin!',
          'Horace',
          'Epistles, I.2',
          'action',
        ],
        [
          '564375d4-3396-5084-bb85-500ce95e8579',
          'Dripping water hollows out stone.',
          'Ovid',
          'Epistulae ex Ponto, IV.10',
          'persistence',
        ],
        [
          'cf59a11f-28a7-51bd-bef2-b4dde8527d83',
          'You should pray for a sound mind in a sound body.',
          'Juvenal',
          'Satires, X.356',
          'health',
        ],
        [
          'f48291b7-386d-5149-9b63-c494c47df775',
          'They can because they think they can.',
          'Virgil',
          'Aeneid, V.231',
          'courage',
        ],
        [
          '4640b63f-4085-5953-b81c-7c45e68f7689',
          'It is not that we have a short space of time, but that we waste much of it.',
          'Seneca',
          'On the Shortness of Life, I',
          'time',
        ],
        [
          '11a43c89-0c0c-5c49-b9a4-7986158c4975',
          'What is a friend? A single soul dwelling in two bodies.',
          'Aristotle',
          'Quoted by Diogenes La\u00ebrtius, Lives of the Eminent Philosophers, V.20',
          'relationships',
        ],
        [
          '618135aa-ffe1-586d-bbd1-e2b817a5f043',
          'Knowledge is power.',
          'Francis Bacon',
          'Meditationes Sacrae (1597)',
          'learning',
        ],
      ];
      const corrected = [
        '964e0f26-4601-5e2a-8921-a4f57e7347e7',
        '6acb9018-b0f8-50a3-b4af-42d0eb53214e',
        '789b9ced-65c2-57b9-af2b-d97f0cb53fa5',
        'cc3732bc-ebbd-56fb-8df4-71efddbc40b0',
        '754ba4ec-261b-55fb-b582-897a3f73238a',
        '08ef8bcd-f131-5236-a96f-117a56d63d2b',
      ];
      for (const id of [...old.map((r) => r[0]), ...corrected]) {
        await db.query('DELETE FROM `quotes` WHERE `id` = ?', [id]);
      }
      for (const row of old) {
        await db.query(
          'INSERT INTO `quotes` (`id`, `text`, `author`, `source`, `category`) VALUES (?, ?, ?, ?, ?)',
          row,
        );
      }
      const before = await rows();
      expect(before).toHaveLength(fresh.length);
      expect(before).not.toEqual(fresh);
      const migration = new CorrectTranslatedQuotes1795430001000();
      await migration.up(db.createQueryRunner());
      expect(await rows()).toEqual(fresh);
      await migration.up(db.createQueryRunner()); // a second run changes nothing
      expect(await rows()).toEqual(fresh);
      await migration.down(db.createQueryRunner());
      expect(await rows()).toEqual(before);
      await migration.up(db.createQueryRunner());
      expect(await rows()).toEqual(fresh);
    } finally {
      await db.destroy();
    }
  });

  it('names the lock after the database, within MySQL 64 characters', () => {
    expect(migrationLockName('lodestar')).toBe('lodestar_migrations:lodestar');
    expect(migrationLockName('a')).not.toBe(migrationLockName('b'));
    const long = migrationLockName('x'.repeat(64));
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long).not.toBe(migrationLockName('y'.repeat(64)));
  });
});
