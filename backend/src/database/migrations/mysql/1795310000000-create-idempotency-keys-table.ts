import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency-Key receipts (decisions §5, §9): the first answer to a keyed
 * request per user, kept 24 hours. The primary key makes concurrent retries
 * with one key produce one set of rows (the second waits on the first's row
 * lock, then fails as a duplicate and replays the stored answer).
 */
export class CreateIdempotencyKeysTable1795310000000 implements MigrationInterface {
  name = 'CreateIdempotencyKeysTable1795310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`idempotency_keys\` (
      \`user_id\` varchar(36) NOT NULL,
      \`key\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
      \`request_hash\` varchar(64) NOT NULL,
      \`response\` mediumtext NOT NULL,
      \`created_at\` datetime(3) NOT NULL,
      PRIMARY KEY (\`user_id\`, \`key\`),
      INDEX \`IDX_idempotency_keys_created\` (\`created_at\`),
      CONSTRAINT \`FK_idempotency_keys_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `idempotency_keys`');
  }
}
