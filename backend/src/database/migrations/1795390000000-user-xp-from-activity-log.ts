import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The level rule of spec §4 as it stood when this migration was written (kept frozen here). */
function levelAt(xp: number): number {
  let level = 1;
  let threshold = 100;
  while (xp >= threshold) {
    level += 1;
    threshold += 100 * level;
  }
  return level;
}

/**
 * Both databases (the SQL is the same): a user's `xp` and `level` become the activity
 * log's total. Until now they counted the reflections' XP alone, while the log, and so
 * the app's points and level, also holds goals and achievements (decisions §6: one XP
 * figure). From here on every write to the log sets them in the same transaction.
 */
export class UserXpFromActivityLog1795390000000 implements MigrationInterface {
  name = 'UserXpFromActivityLog1795390000000';

  async up(q: QueryRunner): Promise<void> {
    const totals = (await q.query(
      'SELECT `user_id` AS `userId`, SUM(`points`) AS `total` FROM `gamification_events` GROUP BY `user_id`',
    )) as Array<{ userId: string; total: number | string }>;
    for (const { userId, total } of totals) {
      const xp = Number(total);
      await q.query('UPDATE `users` SET `xp` = ?, `level` = ? WHERE `id` = ?', [
        xp,
        levelAt(xp),
        userId,
      ]);
    }
  }

  async down(): Promise<void> {
    // The reflections-only figure is not kept anywhere; the log's total stays.
  }
}
