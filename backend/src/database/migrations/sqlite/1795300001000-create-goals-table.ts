import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Goals (spec §3 Goal), owned by a user; `version` backs ETag / If-Match. */
export class CreateGoalsTable1795300001000 implements MigrationInterface {
  name = 'CreateGoalsTable1795300001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "goals" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "user_id" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "title" varchar(200) NOT NULL,
      "description" text,
      "category" varchar(20) NOT NULL,
      "priority" varchar(10) NOT NULL DEFAULT ('medium'),
      "target_date" varchar(10),
      "progress" integer NOT NULL DEFAULT (0),
      "is_completed" boolean NOT NULL DEFAULT (0),
      "tracking_type" varchar(20) NOT NULL DEFAULT ('percentage'),
      "current_amount" bigint NOT NULL DEFAULT (0),
      "target_amount" bigint NOT NULL DEFAULT (0),
      "financial_type" varchar(20) NOT NULL DEFAULT ('savings'),
      "subcategories" text NOT NULL DEFAULT ('[]'),
      "steps" text NOT NULL DEFAULT ('[]'),
      "reflection" text,
      "next_action" varchar(500),
      "version" integer NOT NULL DEFAULT (1),
      "created_at" datetime NOT NULL,
      "updated_at" datetime NOT NULL
    )`);
    await q.query(`CREATE INDEX "IDX_goals_user_created" ON "goals" ("user_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "goals"`);
  }
}
