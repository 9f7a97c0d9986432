import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose records a person edits; each gets a `version` for ETag / If-Match (issue 7). */
const TABLES = ['milestones', 'user_values', 'daily_reflections', 'users', 'user_preferences'];

/**
 * Every editable record carries a version that grows by one at each change, so a
 * stale write (If-Match) answers 412 instead of silently overwriting another tab's.
 * Existing rows start at 1. (Goals have had `version` since they were created.)
 */
export class AddRecordVersions1795370000000 implements MigrationInterface {
  name = 'AddRecordVersions1795370000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE "${table}" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) {
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "version"`);
    }
  }
}
