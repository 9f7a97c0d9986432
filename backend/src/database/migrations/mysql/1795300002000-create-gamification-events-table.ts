import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The player's activity log (decisions.md §6): events with stable ids per user
 * (`goal_created:<goalId>`, `reflection:<id>`, ...), first write wins.
 */
export class CreateGamificationEventsTable1795300002000 implements MigrationInterface {
  name = 'CreateGamificationEventsTable1795300002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`gamification_events\` (
      \`user_id\` varchar(36) NOT NULL,
      \`id\` varchar(120) NOT NULL,
      \`type\` varchar(20) NOT NULL,
      \`points\` int NOT NULL,
      \`occurred_at\` datetime(3) NOT NULL,
      \`goal_id\` varchar(36) NULL,
      \`created_at\` datetime(3) NOT NULL,
      PRIMARY KEY (\`user_id\`, \`id\`),
      INDEX \`IDX_gamification_events_user_time\` (\`user_id\`, \`occurred_at\`),
      CONSTRAINT \`FK_gamification_events_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `gamification_events`');
  }
}
