import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import {
  ReflectorDirectory,
  WeeklyReflection,
  WeeklyReflectionRepository,
} from '../../domain/weekly-reflection';
import { WeeklyReflectionOrmEntity } from './weekly-reflection.orm-entity';

@Injectable()
export class TypeOrmWeeklyReflectionRepository extends WeeklyReflectionRepository {
  constructor(
    @InjectRepository(WeeklyReflectionOrmEntity)
    private readonly rows: Repository<WeeklyReflectionOrmEntity>,
  ) {
    super();
  }

  async listForUser(userId: string): Promise<WeeklyReflection[]> {
    const rows = await this.rows.find({
      where: { userId },
      order: { date: 'DESC', createdAt: 'DESC' },
    });
    return rows.map((row) => ({ ...row }));
  }

  async findOwned(userId: string, id: string): Promise<WeeklyReflection | null> {
    const row = await this.rows.findOneBy({ id, userId });
    return row ? { ...row } : null;
  }

  async insert(reflection: WeeklyReflection): Promise<void> {
    await this.rows.insert({ ...reflection });
  }
}

/**
 * This module's narrow adapter over the `users` table (owned by the auth module):
 * it only reads the profile time zone, with one plain query.
 */
@Injectable()
export class TypeOrmReflectorDirectory extends ReflectorDirectory {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async timezoneOf(userId: string): Promise<string | null> {
    const rows: Array<{ timezone: string }> = await this.dataSource.query(
      'SELECT `timezone` FROM `users` WHERE `id` = ?',
      [userId],
    );
    return rows[0]?.timezone ?? null;
  }
}
