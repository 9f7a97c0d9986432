import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { StatsRepository, type StatsFigures } from '../../domain/stats.repository';

/**
 * Reads the `users` and `goals` tables (owned by the auth and goals modules)
 * with one aggregate query: the database counts and averages, the app never
 * loads the goals themselves.
 */
@Injectable()
export class TypeOrmStatsRepository extends StatsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async figures(userId: string, start: Date, end: Date): Promise<StatsFigures | null> {
    const row = await this.db
      .createQueryBuilder()
      .select('u.current_streak', 'currentStreak')
      .addSelect('u.timezone', 'timezone')
      .addSelect('COUNT(g.id)', 'total')
      .addSelect('COALESCE(SUM(CASE WHEN g.is_completed = 1 THEN 1 ELSE 0 END), 0)', 'completed')
      .addSelect(
        'AVG(CASE WHEN g.created_at < :end AND (g.is_completed = 0 OR g.updated_at >= :start) THEN g.progress END)',
        'mean',
      )
      .from('users', 'u')
      .leftJoin('goals', 'g', 'g.user_id = u.id')
      .where('u.id = :userId', { userId })
      .groupBy('u.id')
      .addGroupBy('u.current_streak')
      .addGroupBy('u.timezone')
      .setParameters({ start, end })
      .getRawOne<{
        currentStreak: number | string;
        timezone: string;
        total: number | string;
        completed: number | string;
        mean: number | string | null;
      }>();
    if (!row) return null;
    return {
      user: { currentStreak: Number(row.currentStreak), timezone: row.timezone },
      counts: { total: Number(row.total), completed: Number(row.completed) },
      meanProgress: row.mean === null || row.mean === undefined ? null : Number(row.mean),
    };
  }
}
