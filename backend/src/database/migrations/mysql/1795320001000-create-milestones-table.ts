import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Milestones (spec §3, decisions.md §5), owned by a user, optionally under one
 * of that user's goals. Deleting the goal keeps the milestone, detached
 * (ON DELETE SET NULL); deleting the user deletes it.
 */
export class CreateMilestonesTable1795320001000 implements MigrationInterface {
  name = 'CreateMilestonesTable1795320001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`milestones\` (
      \`id\` varchar(36) NOT NULL,
      \`user_id\` varchar(36) NOT NULL,
      \`goal_id\` varchar(36) NULL,
      \`title\` varchar(200) NOT NULL,
      \`description\` text NULL,
      \`target_date\` varchar(10) NOT NULL,
      \`is_completed\` tinyint(1) NOT NULL DEFAULT 0,
      \`created_at\` datetime(3) NOT NULL,
      \`updated_at\` datetime(3) NOT NULL,
      PRIMARY KEY (\`id\`),
      INDEX \`IDX_milestones_user_target\` (\`user_id\`, \`target_date\`),
      INDEX \`IDX_milestones_goal\` (\`goal_id\`),
      CONSTRAINT \`FK_milestones_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE,
      CONSTRAINT \`FK_milestones_goal\` FOREIGN KEY (\`goal_id\`) REFERENCES \`goals\` (\`id\`) ON DELETE SET NULL
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `milestones`');
  }
}
