import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-user settings (decisions.md §9): notifications and appearance; deleted with the user. */
export class CreateUserPreferencesTable1795340000000 implements MigrationInterface {
  name = 'CreateUserPreferencesTable1795340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "user_preferences" (
      "user_id" varchar(36) PRIMARY KEY NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "push_notifications" boolean NOT NULL DEFAULT (1),
      "email_notifications" boolean NOT NULL DEFAULT (0),
      "streak_reminders" boolean NOT NULL DEFAULT (1),
      "dark_mode" boolean NOT NULL DEFAULT (0),
      "auto_save_goals" boolean NOT NULL DEFAULT (1),
      "language" varchar(10) NOT NULL DEFAULT ('en-US'),
      "updated_at" datetime NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "user_preferences"`);
  }
}
