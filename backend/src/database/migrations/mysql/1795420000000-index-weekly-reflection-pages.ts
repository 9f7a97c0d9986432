import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The past weekly reviews are read a page at a time, newest date first, the one written
 * last first on a date, then by id (`GET /api/reflections?limit=&before=`). The index on
 * (user_id, date) left the rest of that order to a sort of every review up to the cursor
 * (EXPLAIN: Using filesort) on each page; on (user_id, date, created_at, id) a page is one
 * backward range that stops after it. It replaces the old index, whose columns it begins
 * with (the foreign key on user_id uses it now), in one statement.
 */
export class IndexWeeklyReflectionPages1795420000000 implements MigrationInterface {
  name = 'IndexWeeklyReflectionPages1795420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `reflections` ' +
        'ADD INDEX `IDX_reflections_user_date_created` (`user_id`, `date`, `created_at`, `id`), ' +
        'DROP INDEX `IDX_reflections_user_date`',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `reflections` ' +
        'ADD INDEX `IDX_reflections_user_date` (`user_id`, `date`), ' +
        'DROP INDEX `IDX_reflections_user_date_created`',
    );
  }
}
