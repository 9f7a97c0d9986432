import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Goals (spec §3 Goal), owned by a user; `version` backs ETag / If-Match. */
export class CreateGoalsTable1795300001000 implements MigrationInterface {
  name = 'CreateGoalsTable1795300001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`goals\` (
      \`id\` varchar(36) NOT NULL,
      \`user_id\` varchar(36) NOT NULL,
      \`title\` varchar(200) NOT NULL,
      \`description\` text NULL,
      \`category\` varchar(20) NOT NULL,
      \`priority\` varchar(10) NOT NULL DEFAULT 'medium',
      \`target_date\` varchar(10) NULL,
      \`progress\` int NOT NULL DEFAULT 0,
      \`is_completed\` tinyint(1) NOT NULL DEFAULT 0,
      \`tracking_type\` varchar(20) NOT NULL DEFAULT 'percentage',
      \`current_amount\` bigint NOT NULL DEFAULT 0,
      \`target_amount\` bigint NOT NULL DEFAULT 0,
      \`financial_type\` varchar(20) NOT NULL DEFAULT 'savings',
      \`subcategories\` mediumtext NOT NULL,
      \`steps\` mediumtext NOT NULL,
      \`reflection\` text NULL,
      \`next_action\` varchar(500) NULL,
      \`version\` int NOT NULL DEFAULT 1,
      \`created_at\` datetime(3) NOT NULL,
      \`updated_at\` datetime(3) NOT NULL,
      PRIMARY KEY (\`id\`),
      INDEX \`IDX_goals_user_created\` (\`user_id\`, \`created_at\`),
      CONSTRAINT \`FK_goals_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `goals`');
  }
}
