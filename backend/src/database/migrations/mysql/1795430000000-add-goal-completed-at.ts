import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Goals keep when they were completed (`completed_at`, null while open). The dashboard's
 * Monthly Progress judged "completed this month" by `updated_at`, so a goal finished in
 * January and edited in February (its reflection written, its description fixed) counted
 * in February's mean. A goal completed before this migration gets the time of its
 * `goal_completed:<id>` event in the activity log (its first completion), or its last change
 * where the log has none; from here on the app sets it when a goal becomes completed and
 * clears it when the goal is reopened.
 */
export class AddGoalCompletedAt1795430000000 implements MigrationInterface {
  name = 'AddGoalCompletedAt1795430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `goals` ADD COLUMN `completed_at` datetime(3) NULL');
    await q.query(
      'UPDATE `goals` g SET g.`completed_at` = COALESCE(' +
        '(SELECT e.`occurred_at` FROM `gamification_events` e' +
        " WHERE e.`user_id` = g.`user_id` AND e.`id` = CONCAT('goal_completed:', g.`id`))," +
        ' g.`updated_at`) WHERE g.`is_completed` = 1',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `goals` DROP COLUMN `completed_at`');
  }
}
