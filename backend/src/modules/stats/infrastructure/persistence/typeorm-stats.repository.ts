import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hotSelect } from '../../../../shared/persistence/hot-select';
import { StatsRepository, type StatsFigures } from '../../domain/stats.repository';

/** `YYYY-MM-DD HH:MM:SS.mmm` in UTC: how datetimes are stored on both databases. */
const utcDateTime = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

const FIGURES_SQL = `SELECT u.current_streak AS currentStreak, u.timezone AS timezone,
  COUNT(g.id) AS total,
  COALESCE(SUM(CASE WHEN g.is_completed = 1 THEN 1 ELSE 0 END), 0) AS completed,
  AVG(CASE WHEN g.created_at < ? AND (g.is_completed = 0 OR COALESCE(g.completed_at, g.updated_at) >= ?) THEN g.progress END) AS mean
FROM users u LEFT JOIN goals g ON g.user_id = u.id
WHERE u.id = ?
GROUP BY u.id, u.current_streak, u.timezone`;

/**
 * Reads the `users` and `goals` tables (owned by the auth and goals modules)
 * with one aggregate query: the database counts and averages, the app never
 * loads the goals themselves. "Completed this month" is `completed_at` (set when a
 * goal becomes completed, cleared when it reopens), not `updated_at`: an edit of a
 * goal finished in January must not bring it into February's mean. A completed goal
 * without one (written by a node still on the code before the column, during a rolling
 * restart, or after a rollback) falls back to `updated_at` rather than never counting.
 */
@Injectable()
export class TypeOrmStatsRepository extends StatsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async figures(userId: string, start: Date, end: Date): Promise<StatsFigures | null> {
    const [row] = await hotSelect<{
      currentStreak: number | string;
      timezone: string;
      total: number | string;
      completed: number | string;
      mean: number | string | null;
    }>(this.db, FIGURES_SQL, [utcDateTime(end), utcDateTime(start), userId]);
    if (!row) return null;
    return {
      user: { currentStreak: Number(row.currentStreak), timezone: row.timezone },
      counts: { total: Number(row.total), completed: Number(row.completed) },
      meanProgress: row.mean === null || row.mean === undefined ? null : Number(row.mean),
    };
  }
}
