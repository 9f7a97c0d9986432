import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Milestones (spec §3, decisions.md §5), owned by a user, optionally under one
 * of that user's goals. Deleting the goal keeps the milestone, detached
 * (ON DELETE SET NULL); deleting the user deletes it.
 */
export class CreateMilestonesTable1795320001000 implements MigrationInterface {
  name = 'CreateMilestonesTable1795320001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "milestones" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "user_id" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "goal_id" varchar(36) REFERENCES "goals" ("id") ON DELETE SET NULL,
      "title" varchar(200) NOT NULL,
      "description" text,
      "target_date" varchar(10) NOT NULL,
      "is_completed" boolean NOT NULL DEFAULT (0),
      "created_at" datetime NOT NULL,
      "updated_at" datetime NOT NULL
    )`);
    await q.query(
      `CREATE INDEX "IDX_milestones_user_target" ON "milestones" ("user_id", "target_date")`,
    );
    await q.query(`CREATE INDEX "IDX_milestones_goal" ON "milestones" ("goal_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "milestones"`);
  }
}
