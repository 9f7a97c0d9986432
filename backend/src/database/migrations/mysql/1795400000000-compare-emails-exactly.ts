import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account is found by its own address only. The table's collation
 * (`utf8mb4_unicode_ci`) took `andré@` and `andre@` (and `ß` and `ss`) for one address:
 * registering the second was "already exists", and a sign-in as `alicé@` with alice's
 * password opened alice's account, each spelling with a throttle count of its own.
 * The app lower-cases addresses before they reach the database, so comparing them byte
 * for byte, as SQLite does, loses nothing, and no two rows unique before can clash after.
 */
export class CompareEmailsExactly1795400000000 implements MigrationInterface {
  name = 'CompareEmailsExactly1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `users` MODIFY `email` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `users` MODIFY `email` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL',
    );
  }
}
