import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The player's activity log (decisions.md §6): events with stable ids per user
 * (`goal_created:<goalId>`, `reflection:<id>`, ...), first write wins.
 */
export class CreateGamificationEventsTable1795300002000 implements MigrationInterface {
  name = 'CreateGamificationEventsTable1795300002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "gamification_events" (
      "user_id" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "id" varchar(120) NOT NULL,
      "type" varchar(20) NOT NULL,
      "points" integer NOT NULL,
      "occurred_at" datetime NOT NULL,
      "goal_id" varchar(36),
      "created_at" datetime NOT NULL,
      PRIMARY KEY ("user_id", "id")
    )`);
    await q.query(
      `CREATE INDEX "IDX_gamification_events_user_time" ON "gamification_events" ("user_id", "occurred_at")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "gamification_events"`);
  }
}
