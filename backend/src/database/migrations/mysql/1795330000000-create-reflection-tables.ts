import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Daily reflections (one per user, date and session: a unique index, so two racing
 * creates cannot both succeed), the reflection achievements already awarded (once
 * each), and weekly reflections (the spec's Reflection entity).
 */
export class CreateReflectionTables1795330000000 implements MigrationInterface {
  name = 'CreateReflectionTables1795330000000';

  async up(q: QueryRunner): Promise<void> {
    // responses: up to five answers of 5,000 characters (4 bytes each) exceed TEXT.
    await q.query(`CREATE TABLE \`daily_reflections\` (
      \`id\` varchar(36) NOT NULL,
      \`user_id\` varchar(36) NOT NULL,
      \`reflection_date\` varchar(10) NOT NULL,
      \`time_of_day\` varchar(10) NOT NULL,
      \`responses\` mediumtext NOT NULL,
      \`created_at\` datetime(3) NOT NULL,
      \`updated_at\` datetime(3) NOT NULL,
      PRIMARY KEY (\`id\`),
      UNIQUE INDEX \`UQ_daily_reflections_user_date_time\` (\`user_id\`, \`reflection_date\`, \`time_of_day\`),
      CONSTRAINT \`FK_daily_reflections_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE \`reflection_achievements\` (
      \`user_id\` varchar(36) NOT NULL,
      \`achievement_id\` varchar(40) NOT NULL,
      \`reflection_id\` varchar(36) NOT NULL,
      \`awarded_at\` datetime(3) NOT NULL,
      PRIMARY KEY (\`user_id\`, \`achievement_id\`),
      CONSTRAINT \`FK_reflection_achievements_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE \`reflections\` (
      \`id\` varchar(36) NOT NULL,
      \`user_id\` varchar(36) NOT NULL,
      \`type\` varchar(20) NOT NULL,
      \`accomplishments\` mediumtext NULL,
      \`challenges\` mediumtext NULL,
      \`next_week\` mediumtext NULL,
      \`insights\` mediumtext NULL,
      \`date\` varchar(10) NOT NULL,
      \`created_at\` datetime(3) NOT NULL,
      PRIMARY KEY (\`id\`),
      INDEX \`IDX_reflections_user_date\` (\`user_id\`, \`date\`),
      CONSTRAINT \`FK_reflections_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `reflections`');
    await q.query('DROP TABLE `reflection_achievements`');
    await q.query('DROP TABLE `daily_reflections`');
  }
}
