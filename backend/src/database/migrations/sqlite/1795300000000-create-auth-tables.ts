import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuthTables1795300000000 implements MigrationInterface {
  name = 'CreateAuthTables1795300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "users" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "email" varchar(254) NOT NULL,
      "password_hash" varchar(100) NOT NULL,
      "first_name" varchar(100),
      "last_name" varchar(100),
      "profile_image_url" varchar(2048),
      "timezone" varchar(64) NOT NULL DEFAULT ('America/New_York'),
      "current_streak" integer NOT NULL DEFAULT (0),
      "longest_streak" integer NOT NULL DEFAULT (0),
      "last_login_date" datetime,
      "last_active_day" varchar(10),
      "total_logins" integer NOT NULL DEFAULT (0),
      "xp" integer NOT NULL DEFAULT (0),
      "level" integer NOT NULL DEFAULT (1),
      "created_at" datetime NOT NULL,
      "updated_at" datetime NOT NULL
    )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email")`);

    await q.query(`CREATE TABLE "login_history" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "user_id" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "login_date" datetime NOT NULL,
      "ip_address" varchar(45),
      "user_agent" varchar(512),
      "session_duration" integer,
      "logout_date" datetime
    )`);
    await q.query(
      `CREATE INDEX "IDX_login_history_user_date" ON "login_history" ("user_id", "login_date")`,
    );

    await q.query(`CREATE TABLE "sessions" (
      "sid" varchar(255) PRIMARY KEY NOT NULL,
      "sess" text NOT NULL,
      "expire" datetime NOT NULL,
      "user_id" varchar(36)
    )`);
    await q.query(`CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire")`);
    await q.query(`CREATE INDEX "IDX_sessions_user" ON "sessions" ("user_id")`);

    await q.query(`CREATE TABLE "login_attempts" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "throttle_key" varchar(64) NOT NULL,
      "attempted_at" datetime NOT NULL
    )`);
    await q.query(
      `CREATE INDEX "IDX_login_attempts_key_time" ON "login_attempts" ("throttle_key", "attempted_at")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "login_attempts"`);
    await q.query(`DROP TABLE "sessions"`);
    await q.query(`DROP TABLE "login_history"`);
    await q.query(`DROP TABLE "users"`);
  }
}
