import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency-Key receipts (decisions §5, §9): the first answer to a keyed
 * request per user, kept 24 hours. The primary key makes concurrent retries
 * with one key produce one set of rows.
 */
export class CreateIdempotencyKeysTable1795310000000 implements MigrationInterface {
  name = 'CreateIdempotencyKeysTable1795310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "idempotency_keys" (
      "user_id" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "key" varchar(255) NOT NULL,
      "request_hash" varchar(64) NOT NULL,
      "response" text NOT NULL,
      "created_at" datetime NOT NULL,
      PRIMARY KEY ("user_id", "key")
    )`);
    await q.query(
      `CREATE INDEX "IDX_idempotency_keys_created" ON "idempotency_keys" ("created_at")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "idempotency_keys"`);
  }
}
