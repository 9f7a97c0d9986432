import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-user settings (decisions.md §9): notifications and appearance; deleted with the user. */
export class CreateUserPreferencesTable1795340000000 implements MigrationInterface {
  name = 'CreateUserPreferencesTable1795340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`user_preferences\` (
      \`user_id\` varchar(36) NOT NULL,
      \`push_notifications\` tinyint(1) NOT NULL DEFAULT 1,
      \`email_notifications\` tinyint(1) NOT NULL DEFAULT 0,
      \`streak_reminders\` tinyint(1) NOT NULL DEFAULT 1,
      \`dark_mode\` tinyint(1) NOT NULL DEFAULT 0,
      \`auto_save_goals\` tinyint(1) NOT NULL DEFAULT 1,
      \`language\` varchar(10) NOT NULL DEFAULT 'en-US',
      \`updated_at\` datetime(3) NOT NULL,
      PRIMARY KEY (\`user_id\`),
      CONSTRAINT \`FK_user_preferences_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `user_preferences`');
  }
}
