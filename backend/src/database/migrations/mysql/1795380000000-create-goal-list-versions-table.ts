import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per user whose goals have changed: `version` grows by one with every change
 * to the user's goals, in the same transaction. The hot-read lane keeps each user's goal
 * list as JSON and serves it again while this number, read with the session, is the
 * one the copy was made at (docs/adr/0009-goal-list-kept-while-unchanged.md). No row
 * reads as version 0. Owned by the goals module; plumbing, never exported.
 */
export class CreateGoalListVersionsTable1795380000000 implements MigrationInterface {
  name = 'CreateGoalListVersionsTable1795380000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`goal_list_versions\` (
      \`user_id\` varchar(36) NOT NULL,
      \`version\` int NOT NULL,
      PRIMARY KEY (\`user_id\`),
      CONSTRAINT \`FK_goal_list_versions_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `goal_list_versions`');
  }
}
