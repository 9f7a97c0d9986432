import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Core values (spec §3 Value). `values` is an SQL keyword, hence `user_values`. */
export class CreateValuesTable1795330001000 implements MigrationInterface {
  name = 'CreateValuesTable1795330001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "user_values" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "user_id" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "name" varchar(100) NOT NULL,
      "description" varchar(1000),
      "alignment_score" integer NOT NULL DEFAULT (70),
      "color" varchar(20) NOT NULL DEFAULT ('bg-blue-500'),
      "is_core" boolean NOT NULL DEFAULT (0),
      "created_at" datetime NOT NULL,
      "updated_at" datetime NOT NULL
    )`);
    await q.query(
      `CREATE INDEX "IDX_user_values_user_created" ON "user_values" ("user_id", "created_at")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "user_values"`);
  }
}
