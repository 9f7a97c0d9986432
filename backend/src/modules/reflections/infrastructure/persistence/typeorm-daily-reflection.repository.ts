import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../../../shared/persistence/database-errors';
import {
  compareJournal,
  type DailyReflection,
  type JournalCursor,
} from '../../domain/daily-reflection';
import {
  type AwardedAchievement,
  DailyReflectionRepository,
  type JournalPage,
  RewardedReflection,
  ReflectorSnapshot,
  reflectionEventPoints,
  rewardEventId,
} from '../../domain/daily-reflection.repository';
import { DuplicateReflectionError, ReflectorGoneError } from '../../domain/reflection.errors';
import type { ReflectionDay } from '../../domain/reflection-rewards';
import { DailyReflectionMapper } from './daily-reflection.mapper';
import { DailyReflectionOrmEntity } from './daily-reflection.orm-entity';
import { type Dialect, isSqlite } from '../../../../shared/persistence/dialect';
import { readSqlDatetime, sqlDateTime } from '../../../../shared/persistence/sql-datetime';
import { runSqlWork, type SqlWork } from '../../../../shared/persistence/sql-work';
import { ownedAt } from '../../../../shared/persistence/owned-at';
import { EVENT_TYPES, type ActivityEvent } from '../../../../shared/domain/activity-log';

/** A row of `daily_reflections` as a plain query answers it. */
interface DailyRow {
  id: string;
  user_id: string;
  reflection_date: string;
  time_of_day: DailyReflection['timeOfDay'];
  responses: string | Record<string, string> | null;
  version: number | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const DAILY_COLUMNS =
  '`id`, `user_id`, `reflection_date`, `time_of_day`, `responses`, `version`, `created_at`, `updated_at`';

/** The entity's mapping by hand (simple-json answers are text; MariaDB's JSON may be parsed). */
const fromDailyRow = (row: DailyRow): DailyReflection => ({
  id: row.id,
  userId: row.user_id,
  reflectionDate: row.reflection_date,
  timeOfDay: row.time_of_day,
  responses:
    (typeof row.responses === 'string'
      ? (JSON.parse(row.responses) as Record<string, string> | null)
      : row.responses) ?? {},
  version: Number(row.version ?? 1),
  createdAt: readSqlDatetime(row.created_at),
  updatedAt: readSqlDatetime(row.updated_at),
});

@Injectable()
export class TypeOrmDailyReflectionRepository extends DailyReflectionRepository {
  constructor(
    @InjectRepository(DailyReflectionOrmEntity)
    private readonly rows: Repository<DailyReflectionOrmEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super();
  }

  async listForUser(userId: string): Promise<DailyReflection[]> {
    const rows = await this.rows.find({
      where: { userId },
      order: { reflectionDate: 'DESC', timeOfDay: 'ASC' },
    });
    return rows.map(DailyReflectionMapper.toDomain);
  }

  async listPage(userId: string, limit: number, after?: JournalCursor): Promise<JournalPage> {
    // One range of the unique index (user, date, session), read backwards with both columns
    // descending, stopping after the rows it needs: no sort of the user's whole history.
    // (The journal's own order, evening before morning, would need the session ascending,
    // and "after the cursor" as a condition, an OR of two ranges, made SQLite sort.) So the
    // read starts at the cursor's date; its at most two sessions that are not after the
    // cursor are dropped here, hence up to 2 rows more.
    // The hint: MariaDB 10.11 costs a `ref` on user_id alone below that range, and reads
    // backwards from the user's newest session, every session newer than the cursor on every
    // page (Handler_read_prev 212 for a page 150 days back; 13 with it). SQLite takes the
    // range by itself.
    const hint = isSqlite(this.rows.manager.connection)
      ? ''
      : ' FORCE INDEX (`UQ_daily_reflections_user_date_time`)';
    const params: string[] = [userId];
    if (after) params.push(after.reflectionDate);
    const found: DailyRow[] = await this.rows.query(
      `SELECT ${DAILY_COLUMNS} FROM \`daily_reflections\`${hint} WHERE \`user_id\` = ?` +
        (after ? ' AND `reflection_date` <= ?' : '') +
        ' ORDER BY `reflection_date` DESC, `time_of_day` DESC' +
        ` LIMIT ${Math.trunc(limit) + (after ? 3 : 1)}`,
      params,
    );
    const rows = found.map(fromDailyRow);
    // The rows differ from the journal's order only inside one date. Of `limit` + 1 or more
    // of them, the first `limit` in the journal's order are the page: a date cut in two at
    // the end (its morning read, its evening not) has that morning last, left for the next.
    const rest = rows.filter((r) => !after || compareJournal(after, r) < 0).sort(compareJournal);
    return { reflections: rest.slice(0, limit), more: rest.length > limit };
  }

  async listForDate(userId: string, reflectionDate: string): Promise<DailyReflection[]> {
    const rows = await this.rows.find({
      where: { userId, reflectionDate },
      order: { timeOfDay: 'DESC' },
    });
    return rows.map(DailyReflectionMapper.toDomain);
  }

  async findOwned(userId: string, id: string): Promise<DailyReflection | null> {
    const row = await this.rows.findOneBy({ id, userId });
    return row ? DailyReflectionMapper.toDomain(row) : null;
  }

  async deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean> {
    const result = await this.rows.delete(ownedAt(userId, id, expectedVersion));
    return (result.affected ?? 0) > 0;
  }

  async listAwarded(userId: string): Promise<AwardedAchievement[]> {
    const rows: Array<{ achievement_id: unknown; awarded_at: unknown }> =
      await this.dataSource.query(
        'SELECT `achievement_id`, `awarded_at` FROM `reflection_achievements` WHERE `user_id` = ? ' +
          'ORDER BY `awarded_at`, `achievement_id`',
        [userId],
      );
    return rows.map((row) => ({
      achievementId: String(row.achievement_id),
      // MySQL answers a Date (UTC); SQLite the text sqlDateTime wrote ('yyyy-MM-dd HH:mm:ss.SSS').
      awardedAt:
        row.awarded_at instanceof Date
          ? row.awarded_at
          : new Date(`${String(row.awarded_at).replace(' ', 'T')}Z`),
    }));
  }

  async update(r: DailyReflection, expectedVersion: number): Promise<boolean> {
    try {
      const result = await this.rows.update(
        { id: r.id, userId: r.userId, version: expectedVersion },
        {
          reflectionDate: r.reflectionDate,
          timeOfDay: r.timeOfDay,
          responses: r.responses,
          version: r.version,
          updatedAt: r.updatedAt,
        },
      );
      return (result.affected ?? 0) > 0;
    } catch (error) {
      if (isUniqueViolation(error))
        throw new DuplicateReflectionError(r.reflectionDate, r.timeOfDay);
      throw error;
    }
  }

  async createRewarded(
    userId: string,
    plan: (snapshot: ReflectorSnapshot) => RewardedReflection,
  ): Promise<RewardedReflection> {
    try {
      return await runSqlWork(this.dataSource, (dialect) =>
        createRewardedWork(dialect, userId, plan),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateReflectionError();
      throw error;
    }
  }
}

/** The statements of one rewarded create, in order (see DailyReflectionRepository). */
function* createRewardedWork(
  dialect: Dialect,
  userId: string,
  plan: (snapshot: ReflectorSnapshot) => RewardedReflection,
): SqlWork<RewardedReflection> {
  const lock = dialect === 'mysql' ? ' FOR UPDATE' : ''; // SQLite: BEGIN IMMEDIATE already holds the write lock
  const [user] = yield {
    sql: `SELECT \`timezone\`, \`xp\` FROM \`users\` WHERE \`id\` = ?${lock}`,
    params: [userId],
  };
  if (!user) throw new ReflectorGoneError();
  const history = (yield {
    sql: 'SELECT `reflection_date`, `time_of_day` FROM `daily_reflections` WHERE `user_id` = ?',
    params: [userId],
  }).map((row): ReflectionDay => ({
    reflectionDate: String(row.reflection_date),
    timeOfDay: row.time_of_day === 'evening' ? 'evening' : 'morning',
  }));
  const awarded = new Set(
    (yield {
      sql: 'SELECT `achievement_id` FROM `reflection_achievements` WHERE `user_id` = ?',
      params: [userId],
    }).map((row) => String(row.achievement_id)),
  );

  // The activity log, read once under the same lock: the spec's achievements are counted
  // on it (a third day in a row earns On Fire!), as the client's replay counts them.
  const log = (yield {
    sql: 'SELECT `id`, `type`, `points`, `occurred_at` FROM `gamification_events` WHERE `user_id` = ?',
    params: [userId],
  }).map((row): ActivityEvent => ({
    id: String(row.id),
    type: (EVENT_TYPES as readonly string[]).includes(String(row.type))
      ? (String(row.type) as ActivityEvent['type'])
      : 'achievement',
    points: Number(row.points),
    occurredAt: readSqlDatetime(row.occurred_at as Date | string),
    goalId: null,
  }));

  const result = plan({
    timezone: String(user.timezone),
    xp: Number(user.xp),
    history,
    awarded,
    log,
  });
  const { reflection: r, reward } = result;
  const logAchievements = result.logAchievements ?? [];
  const at = sqlDateTime(r.createdAt);

  yield {
    sql:
      'INSERT INTO `daily_reflections` (`id`, `user_id`, `reflection_date`, `time_of_day`, `responses`, `created_at`, `updated_at`) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?)',
    params: [
      r.id,
      userId,
      r.reflectionDate,
      r.timeOfDay,
      JSON.stringify(r.responses),
      at,
      sqlDateTime(r.updatedAt),
    ],
  };
  // The log's achievements are recorded in the log below, not as reflection achievements.
  const inLog = new Set(logAchievements.map((e) => e.id));
  for (const a of reward.achievements) {
    if (inLog.has(`achievement:${a.id}`)) continue;
    yield {
      sql:
        'INSERT INTO `reflection_achievements` (`user_id`, `achievement_id`, `reflection_id`, `awarded_at`) ' +
        'VALUES (?, ?, ?, ?)',
      params: [userId, a.id, r.id, at],
    };
  }
  yield {
    sql: 'UPDATE `users` SET `xp` = ?, `level` = ? WHERE `id` = ?',
    params: [result.xp, result.level, userId],
  };
  yield {
    sql:
      'INSERT INTO `gamification_events` (`user_id`, `id`, `type`, `points`, `occurred_at`, `goal_id`, `created_at`) ' +
      "VALUES (?, ?, 'reflection', ?, ?, NULL, ?)",
    params: [userId, rewardEventId(r.id), reflectionEventPoints(result), at, at],
  };
  for (const e of logAchievements) {
    yield {
      sql:
        'INSERT INTO `gamification_events` (`user_id`, `id`, `type`, `points`, `occurred_at`, `goal_id`, `created_at`) ' +
        "VALUES (?, ?, 'achievement', ?, ?, NULL, ?)",
      params: [userId, e.id, e.points, sqlDateTime(e.occurredAt), at],
    };
  }
  return result;
}
