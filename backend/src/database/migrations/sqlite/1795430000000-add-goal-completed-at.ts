import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Goals keep when they were completed (`completed_at`, null while open). The dashboard's
 * Monthly Progress judged "completed this month" by `updated_at`, so a goal finished in
 * January and edited in February (its reflection written, its description fixed) counted
 * in February's mean. A goal completed before this migration gets its last change as the
 * best estimate there is; from here on the app sets it when a goal becomes completed and
 * clears it when the goal is reopened.
 */
export class AddGoalCompletedAt1795430000000 implements MigrationInterface {
  name = 'AddGoalCompletedAt1795430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "goals" ADD COLUMN "completed_at" datetime`);
    await q.query(
      `UPDATE "goals" SET "completed_at" = COALESCE(` +
        `(SELECT e."occurred_at" FROM "gamification_events" e` +
        ` WHERE e."user_id" = "goals"."user_id" AND e."id" = 'goal_completed:' || "goals"."id"),` +
        ` "updated_at") WHERE "is_completed" = 1`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "goals" DROP COLUMN "completed_at"`);
  }
}
