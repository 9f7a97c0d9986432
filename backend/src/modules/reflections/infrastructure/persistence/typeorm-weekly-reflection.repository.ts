import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { isSqlite } from '../../../../shared/persistence/dialect';
import { readSqlDatetime, sqlDateTime } from '../../../../shared/persistence/sql-datetime';
import {
  type ReflectionType,
  ReflectorDirectory,
  WeeklyCursor,
  WeeklyPage,
  WeeklyReflection,
  WeeklyReflectionRepository,
} from '../../domain/weekly-reflection';
import { WeeklyReflectionOrmEntity } from './weekly-reflection.orm-entity';

/** A row of `reflections` as a plain query answers it. */
interface WeeklyRow {
  id: string;
  user_id: string;
  type: ReflectionType;
  accomplishments: string | null;
  challenges: string | null;
  next_week: string | null;
  insights: string | null;
  date: string;
  created_at: Date | string;
}

const WEEKLY_COLUMNS =
  '`id`, `user_id`, `type`, `accomplishments`, `challenges`, `next_week`, `insights`, `date`, `created_at`';

const fromRow = (row: WeeklyRow): WeeklyReflection => ({
  id: row.id,
  userId: row.user_id,
  type: row.type,
  accomplishments: row.accomplishments,
  challenges: row.challenges,
  nextWeek: row.next_week,
  insights: row.insights,
  date: row.date,
  createdAt: readSqlDatetime(row.created_at),
});

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
      order: { date: 'DESC', createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => ({ ...row }));
  }

  async listPage(userId: string, limit: number, after?: WeeklyCursor): Promise<WeeklyPage> {
    // One backward range of the index (user_id, date, created_at, id), in its order, from
    // the cursor's date down, that stops after limit + 1 rows: no sort, and nothing newer
    // than the cursor's date is read. The reviews of that date that come before the cursor
    // (written later) are passed over inside the range.
    // The hint: MariaDB 10.11 costs a `ref` on user_id alone below that range, and then
    // reads backwards from the user's newest review, every review newer than the cursor on
    // every page (Handler_read_prev 323 for a page two and a half years back; 10 with it).
    const hint = isSqlite(this.rows.manager.connection)
      ? ''
      : ' FORCE INDEX (`IDX_reflections_user_date_created`)';
    const params: Array<string | number> = [userId];
    let range = '';
    if (after) {
      // created_at as the text both databases compare it with (SQLite keeps it so).
      const at = sqlDateTime(after.createdAt);
      range =
        ' AND `date` <= ? AND (`date` < ? OR `created_at` < ? OR (`created_at` = ? AND `id` < ?))';
      params.push(after.date, after.date, at, at, after.id);
    }
    const rows: WeeklyRow[] = await this.rows.query(
      `SELECT ${WEEKLY_COLUMNS} FROM \`reflections\`${hint} WHERE \`user_id\` = ?${range} ` +
        `ORDER BY \`date\` DESC, \`created_at\` DESC, \`id\` DESC LIMIT ${Math.trunc(limit) + 1}`,
      params,
    );
    return { reflections: rows.slice(0, limit).map(fromRow), more: rows.length > limit };
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
