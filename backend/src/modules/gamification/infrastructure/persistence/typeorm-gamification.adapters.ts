import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { levelForXp, storedXp } from '../../../../shared/domain/level';
import type { EventType, GamificationEvent } from '../../domain/gamification-event';
import {
  GamificationEventRepository,
  PlayerDirectory,
  type Player,
} from '../../domain/gamification.ports';
import { GamificationEventOrmEntity, PlayerOrmEntity } from './gamification-event.orm-entity';
import { isSqlite } from '../../../../shared/persistence/dialect';

const INSERT_CHUNK = 100;

@Injectable()
export class TypeOrmGamificationEventRepository extends GamificationEventRepository {
  constructor(
    @InjectRepository(GamificationEventOrmEntity)
    private readonly rows: Repository<GamificationEventOrmEntity>,
  ) {
    super();
  }

  async listForUser(userId: string): Promise<GamificationEvent[]> {
    const rows = await this.rows.find({
      where: { userId },
      order: { occurredAt: 'ASC', id: 'ASC' },
    });
    return rows.map((r) => ({
      id: r.id,
      type: r.type as EventType,
      points: r.points,
      occurredAt: new Date(r.occurredAt),
      goalId: r.goalId,
    }));
  }

  async addIfAbsent(
    userId: string,
    events: readonly GamificationEvent[],
    now: Date,
  ): Promise<void> {
    const values = events.map((e) =>
      Object.assign(new GamificationEventOrmEntity(), {
        userId,
        id: e.id,
        type: e.type,
        points: e.points,
        occurredAt: e.occurredAt,
        goalId: e.goalId,
        createdAt: now,
      }),
    );
    await this.rows.manager.transaction(async (manager) => {
      // The owner's row first, as a reflection's reward does: the two writers of the log
      // take turns per user, so each one's total counts the other's events.
      const lock = isSqlite(manager.connection) ? '' : ' FOR UPDATE';
      await manager.query(`SELECT \`id\` FROM \`users\` WHERE \`id\` = ?${lock}`, [userId]);
      for (let i = 0; i < values.length; i += INSERT_CHUNK) {
        // INSERT OR IGNORE / INSERT IGNORE: a concurrent writer of the same id wins, once.
        await manager
          .createQueryBuilder()
          .insert()
          .into(GamificationEventOrmEntity)
          .values(values.slice(i, i + INSERT_CHUNK))
          .orIgnore()
          .execute();
      }
      const [sum] = (await manager.query(
        'SELECT COALESCE(SUM(`points`), 0) AS `total` FROM `gamification_events` WHERE `user_id` = ?',
        [userId],
      )) as Array<{ total: number | string }>;
      const xp = storedXp(Number(sum.total));
      await manager.query('UPDATE `users` SET `xp` = ?, `level` = ? WHERE `id` = ?', [
        xp,
        levelForXp(xp),
        userId,
      ]);
    });
  }
}

@Injectable()
export class TypeOrmPlayerDirectory extends PlayerDirectory {
  constructor(
    @InjectRepository(PlayerOrmEntity) private readonly users: Repository<PlayerOrmEntity>,
  ) {
    super();
  }

  async find(userId: string): Promise<Player | null> {
    const row = await this.users.findOne({
      where: { id: userId },
      select: { id: true, timezone: true, createdAt: true },
    });
    return row ? { timeZone: row.timezone, joinedAt: new Date(row.createdAt) } : null;
  }
}
