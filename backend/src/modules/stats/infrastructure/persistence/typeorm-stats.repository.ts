import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { GoalCounts } from '../../domain/dashboard-stats';
import { StatsRepository, type StatsUser } from '../../domain/stats.repository';

/**
 * Reads the `users` and `goals` tables (owned by the auth and goals modules)
 * with aggregate queries: the database counts and averages, the app never
 * loads the goals themselves.
 */
@Injectable()
export class TypeOrmStatsRepository extends StatsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async findUser(userId: string): Promise<StatsUser | null> {
    const row = await this.db
      .createQueryBuilder()
      .select('u.current_streak', 'currentStreak')
      .addSelect('u.timezone', 'timezone')
      .from('users', 'u')
      .where('u.id = :userId', { userId })
      .getRawOne<{ currentStreak: number | string; timezone: string }>();
    return row ? { currentStreak: Number(row.currentStreak), timezone: row.timezone } : null;
  }

  async countGoals(userId: string): Promise<GoalCounts> {
    const row = await this.db
      .createQueryBuilder()
      .select('COUNT(*)', 'total')
      .addSelect('COALESCE(SUM(CASE WHEN g.is_completed = 1 THEN 1 ELSE 0 END), 0)', 'completed')
      .from('goals', 'g')
      .where('g.user_id = :userId', { userId })
      .getRawOne<{ total: number | string; completed: number | string }>();
    return { total: Number(row?.total ?? 0), completed: Number(row?.completed ?? 0) };
  }

  async meanProgressOfGoalsActiveBetween(
    userId: string,
    start: Date,
    end: Date,
  ): Promise<number | null> {
    const row = await this.db
      .createQueryBuilder()
      .select('AVG(g.progress)', 'mean')
      .from('goals', 'g')
      .where('g.user_id = :userId', { userId })
      .andWhere('g.created_at < :end', { end })
      .andWhere('(g.is_completed = 0 OR g.updated_at >= :start)', { start })
      .getRawOne<{ mean: number | string | null }>();
    return row?.mean === null || row?.mean === undefined ? null : Number(row.mean);
  }
}
