import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Daily reflections (one per user, date and session: a unique index, so two racing
 * creates cannot both succeed), the reflection achievements already awarded (once
 * each), and weekly reflections (the spec's Reflection entity).
 */
export class CreateReflectionTables1795330000000 implements MigrationInterface {
  name = 'CreateReflectionTables1795330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "daily_reflections" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "user_id" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "reflection_date" varchar(10) NOT NULL,
      "time_of_day" varchar(10) NOT NULL,
      "responses" text NOT NULL,
      "created_at" datetime NOT NULL,
      "updated_at" datetime NOT NULL
    )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_daily_reflections_user_date_time" ON "daily_reflections" ("user_id", "reflection_date", "time_of_day")`,
    );

    await q.query(`CREATE TABLE "reflection_achievements" (
      "user_id" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "achievement_id" varchar(40) NOT NULL,
      "reflection_id" varchar(36) NOT NULL,
      "awarded_at" datetime NOT NULL,
      PRIMARY KEY ("user_id", "achievement_id")
    )`);

    await q.query(`CREATE TABLE "reflections" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "user_id" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "type" varchar(20) NOT NULL,
      "accomplishments" text,
      "challenges" text,
      "next_week" text,
      "insights" text,
      "date" varchar(10) NOT NULL,
      "created_at" datetime NOT NULL
    )`);
    await q.query(`CREATE INDEX "IDX_reflections_user_date" ON "reflections" ("user_id", "date")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "reflections"`);
    await q.query(`DROP TABLE "reflection_achievements"`);
    await q.query(`DROP TABLE "daily_reflections"`);
  }
}
