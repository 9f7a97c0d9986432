import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { pointsOf } from '../../../../shared/domain/activity-log';
import { levelForXp, storedXp } from '../../../../shared/domain/level';
import { isSqlite } from '../../../../shared/persistence/dialect';
import { hotSelectArrays } from '../../../../shared/persistence/hot-select';
import { readSqlDatetime, sqlDateTime } from '../../../../shared/persistence/sql-datetime';
import {
  EVENT_TYPES,
  mergeLog,
  type EventType,
  type GamificationEvent,
} from '../../domain/gamification-event';
import {
  GamificationEventRepository,
  type LogRead,
  type LogState,
  type PlayerLog,
} from '../../domain/gamification.ports';

const INSERT_CHUNK = 100;

/**
 * The version and, unless it is the one named (the 2nd `?`), the log, in one query: the
 * count of the user's events (read on the covering index on user and time), left-joined
 * to the events themselves only when it differs. The join's key is NULL when the count is
 * the one named, so an unchanged log costs the count alone (a condition beside the key
 * made SQLite walk the user's index entries once more), and answers one row of NULLs
 * beside it; so does an empty log.
 */
const READ_SQL =
  'SELECT v.`total`, e.`id`, e.`type`, e.`points`, e.`occurred_at`, e.`goal_id` ' +
  'FROM (SELECT COUNT(*) AS `total` FROM `gamification_events` WHERE `user_id` = ?) v ' +
  'LEFT JOIN `gamification_events` e ON e.`user_id` = CASE WHEN v.`total` <> ? THEN ? END ' +
  'ORDER BY e.`occurred_at`, e.`id`';

type ReadRow = [unknown, unknown, unknown, unknown, unknown, unknown];

const LOG_SQL =
  'SELECT `id`, `type`, `points`, `occurred_at`, `goal_id` FROM `gamification_events` ' +
  'WHERE `user_id` = ? ORDER BY `occurred_at`, `id`';

function toEvent(
  id: unknown,
  type: unknown,
  points: unknown,
  occurredAt: unknown,
  goalId: unknown,
): GamificationEvent {
  return {
    id: String(id),
    type: ((EVENT_TYPES as readonly string[]).includes(String(type))
      ? type
      : 'achievement') as EventType,
    points: Number(points),
    occurredAt: readSqlDatetime(occurredAt as Date | string),
    goalId: goalId === null || goalId === undefined ? null : String(goalId),
  };
}

@Injectable()
export class TypeOrmGamificationEventRepository extends GamificationEventRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async read(userId: string, unlessVersion = -1): Promise<LogRead> {
    const rows = await hotSelectArrays<ReadRow>(this.dataSource, READ_SQL, [
      userId,
      unlessVersion,
      userId,
    ]);
    const version = Number(rows[0]?.[0] ?? 0);
    if (version === unlessVersion) return { version, events: null };
    const events = rows
      .filter((r) => r[1] !== null && r[1] !== undefined)
      .map((r) => toEvent(r[1], r[2], r[3], r[4], r[5]));
    return { version, events };
  }

  async merge(
    userId: string,
    now: Date,
    plan: (current: PlayerLog | null) => GamificationEvent[],
  ): Promise<LogState> {
    return this.dataSource.manager.transaction(async (manager) => {
      // The owner's row first, as a reflection's reward does: the two writers of the log
      // take turns per user, so the log read here is the log the events join.
      const lock = isSqlite(manager.connection) ? '' : ' FOR UPDATE';
      const [owner] = (await manager.query(
        `SELECT \`timezone\`, \`created_at\` FROM \`users\` WHERE \`id\` = ?${lock}`,
        [userId],
      )) as Array<{ timezone: unknown; created_at: unknown }>;
      const existing = owner ? await this.logOf(manager, userId) : [];
      const adding = plan(
        owner
          ? {
              timeZone: String(owner.timezone),
              joinedAt: readSqlDatetime(owner.created_at as Date | string),
              events: existing,
            }
          : null,
      );
      const fresh: GamificationEvent[] = [];
      const known = new Set(existing.map((e) => e.id));
      for (const e of adding) {
        if (known.has(e.id)) continue;
        known.add(e.id);
        fresh.push(e);
      }
      if (fresh.length === 0) return { version: existing.length, events: existing };

      let stored = 0;
      const insert = isSqlite(manager.connection) ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
      const at = sqlDateTime(now);
      for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
        const chunk = fresh.slice(i, i + INSERT_CHUNK);
        // OR IGNORE / IGNORE: a concurrent writer of the same id wins, once.
        const result = await manager.queryRunner!.query(
          `${insert} INTO \`gamification_events\` ` +
            '(`user_id`, `id`, `type`, `points`, `occurred_at`, `goal_id`, `created_at`) VALUES ' +
            chunk.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', '),
          chunk.flatMap((e) => [
            userId,
            e.id,
            e.type,
            e.points,
            sqlDateTime(e.occurredAt),
            e.goalId,
            at,
          ]),
          true,
        );
        stored += result.affected ?? 0;
      }
      // Every id was new to the log read under the lock, so every row is stored; should one
      // not be (an id the database compares equal to a known one), the log is read again
      // rather than answered as it is not.
      const events =
        stored === fresh.length ? mergeLog(existing, fresh) : await this.logOf(manager, userId);
      const xp = storedXp(pointsOf(events));
      await manager.query('UPDATE `users` SET `xp` = ?, `level` = ? WHERE `id` = ?', [
        xp,
        levelForXp(xp),
        userId,
      ]);
      return { version: events.length, events };
    });
  }

  private async logOf(manager: EntityManager, userId: string): Promise<GamificationEvent[]> {
    const rows = (await manager.query(LOG_SQL, [userId])) as Array<Record<string, unknown>>;
    return rows.map((r) => toEvent(r.id, r.type, r.points, r.occurred_at, r.goal_id));
  }
}
