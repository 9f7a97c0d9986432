import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The past weekly reviews are read a page at a time, newest date first, the one written
 * last first on a date, then by id (`GET /api/reflections?limit=&before=`). The index on
 * (user_id, date) left the rest of that order to a sort (EXPLAIN QUERY PLAN: USE TEMP
 * B-TREE FOR RIGHT PART OF ORDER BY); on (user_id, date, created_at, id) a page is one
 * backward range that stops after it. It replaces the old index, whose columns it begins with.
 */
export class IndexWeeklyReflectionPages1795420000000 implements MigrationInterface {
  name = 'IndexWeeklyReflectionPages1795420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "IDX_reflections_user_date_created" ON "reflections" ("user_id", "date", "created_at", "id")`,
    );
    await q.query(`DROP INDEX "IDX_reflections_user_date"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_reflections_user_date" ON "reflections" ("user_id", "date")`);
    await q.query(`DROP INDEX "IDX_reflections_user_date_created"`);
  }
}
