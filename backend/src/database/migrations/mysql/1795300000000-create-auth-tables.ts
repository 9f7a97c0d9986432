import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuthTables1795300000000 implements MigrationInterface {
  name = 'CreateAuthTables1795300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`users\` (
      \`id\` varchar(36) NOT NULL,
      \`email\` varchar(254) NOT NULL,
      \`password_hash\` varchar(100) NOT NULL,
      \`first_name\` varchar(100) NULL,
      \`last_name\` varchar(100) NULL,
      \`profile_image_url\` varchar(2048) NULL,
      \`timezone\` varchar(64) NOT NULL DEFAULT 'America/New_York',
      \`current_streak\` int NOT NULL DEFAULT 0,
      \`longest_streak\` int NOT NULL DEFAULT 0,
      \`last_login_date\` datetime(3) NULL,
      \`last_active_day\` varchar(10) NULL,
      \`total_logins\` int NOT NULL DEFAULT 0,
      \`xp\` int NOT NULL DEFAULT 0,
      \`level\` int NOT NULL DEFAULT 1,
      \`created_at\` datetime(3) NOT NULL,
      \`updated_at\` datetime(3) NOT NULL,
      PRIMARY KEY (\`id\`),
      UNIQUE INDEX \`UQ_users_email\` (\`email\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE \`login_history\` (
      \`id\` varchar(36) NOT NULL,
      \`user_id\` varchar(36) NOT NULL,
      \`login_date\` datetime(3) NOT NULL,
      \`ip_address\` varchar(45) NULL,
      \`user_agent\` varchar(512) NULL,
      \`session_duration\` int NULL,
      \`logout_date\` datetime(3) NULL,
      PRIMARY KEY (\`id\`),
      INDEX \`IDX_login_history_user_date\` (\`user_id\`, \`login_date\`),
      CONSTRAINT \`FK_login_history_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE \`sessions\` (
      \`sid\` varchar(255) NOT NULL,
      \`sess\` json NOT NULL,
      \`expire\` datetime(3) NOT NULL,
      \`user_id\` varchar(36) NULL,
      PRIMARY KEY (\`sid\`),
      INDEX \`IDX_sessions_expire\` (\`expire\`),
      INDEX \`IDX_sessions_user\` (\`user_id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE \`login_attempts\` (
      \`id\` varchar(36) NOT NULL,
      \`throttle_key\` varchar(64) NOT NULL,
      \`attempted_at\` datetime(3) NOT NULL,
      PRIMARY KEY (\`id\`),
      INDEX \`IDX_login_attempts_key_time\` (\`throttle_key\`, \`attempted_at\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `login_attempts`');
    await q.query('DROP TABLE `sessions`');
    await q.query('DROP TABLE `login_history`');
    await q.query('DROP TABLE `users`');
  }
}
