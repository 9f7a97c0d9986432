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

  it('names the lock after the database, within MySQL 64 characters', () => {
    expect(migrationLockName('lodestar')).toBe('lodestar_migrations:lodestar');
    expect(migrationLockName('a')).not.toBe(migrationLockName('b'));
    const long = migrationLockName('x'.repeat(64));
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long).not.toBe(migrationLockName('y'.repeat(64)));
  });
});
