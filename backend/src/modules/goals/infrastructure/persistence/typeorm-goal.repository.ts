import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, Repository } from 'typeorm';
import { isUniqueViolation } from '../../../../shared/persistence/database-errors';
import { hotSelectArrays } from '../../../../shared/persistence/hot-select';
import type { Goal } from '../../domain/goal';
import { GoalRepository } from '../../domain/goal.repository';
import {
  idempotencyCutoff,
  IdempotencyKeyTakenError,
  type IdempotencyReceipt,
} from '../../domain/idempotency';
import { dialectOf, isSqlite } from '../../../../shared/persistence/dialect';
import { freeSqliteConnection } from '../../../../shared/persistence/sql-work';
import { BUMP_GOAL_LIST_VERSION_SQL } from './goal-list-versions';
import { GOAL_SELECT, GoalMapper, type RawGoalRow } from './goal.mapper';
import { GoalOrmEntity } from './goal.orm-entity';
import { IdempotencyKeyOrmEntity } from './idempotency-key.orm-entity';
import { ownedAt } from '../../../../shared/persistence/owned-at';

const isDeadlock = (error: unknown) =>
  ((error as { driverError?: { code?: string } })?.driverError?.code ??
    (error as { code?: string })?.code) === 'ER_LOCK_DEADLOCK';

/** Rows per INSERT statement (well under both databases' parameter limits). */
const CHUNK = 100;
/** The list: one indexed SELECT over (user_id, created_at), the same text on both databases. */
const LIST_SQL = `SELECT ${GOAL_SELECT} FROM goals WHERE user_id = ? ORDER BY created_at DESC`;

/** The owners of a batch's goals (one, in practice), each counted up once. */
const ownersOf = (goals: Goal[]) => new Set(goals.map((g) => g.userId));

/** How long the batch waits for another module's open SQLite transaction to end. */

/** SQLite's datetime text, as TypeORM writes and reads it (UTC). */
const sqliteDate = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

const GOAL_COLUMNS = [
  'id',
  'user_id',
  'title',
  'description',
  'category',
  'priority',
  'target_date',
  'progress',
  'is_completed',
  'tracking_type',
  'current_amount',
  'target_amount',
  'financial_type',
  'subcategories',
  'steps',
  'reflection',
  'next_action',
  'version',
  'created_at',
  'updated_at',
  'completed_at',
];

function sqliteGoalRow(g: Goal): unknown[] {
  return [
    g.id,
    g.userId,
    g.title,
    g.description,
    g.category,
    g.priority,
    g.targetDate,
    g.progress,
    g.isCompleted ? 1 : 0,
    g.trackingType,
    g.currentAmount,
    g.targetAmount,
    g.financialType,
    JSON.stringify(g.subcategories),
    JSON.stringify(g.steps),
    g.reflection,
    g.nextAction,
    g.version,
    sqliteDate(g.createdAt),
    sqliteDate(g.updatedAt),
    g.completedAt === null ? null : sqliteDate(g.completedAt),
  ];
}

@Injectable()
export class TypeOrmGoalRepository extends GoalRepository {
  /** Every change to a user's goals counts up their goal-list version in its transaction. */
  private readonly bumpSql: string;

  constructor(
    @InjectRepository(GoalOrmEntity) private readonly rows: Repository<GoalOrmEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super();
    this.bumpSql = BUMP_GOAL_LIST_VERSION_SQL[dialectOf(dataSource)];
  }

  async listForUser(userId: string): Promise<Goal[]> {
    // A raw SELECT of row arrays: TypeORM's entity hydration, and even the
    // driver's row objects, cost more than the query for long lists.
    const rows = await hotSelectArrays<RawGoalRow>(this.dataSource, LIST_SQL, [userId]);
    return rows.map(GoalMapper.fromRaw);
  }

  async findOwned(userId: string, id: string): Promise<Goal | null> {
    const row = await this.rows.findOneBy({ id, userId });
    return row ? GoalMapper.toDomain(row) : null;
  }

  async insert(goal: Goal): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.insert(GoalOrmEntity, GoalMapper.toPersistence(goal));
      await m.query(this.bumpSql, [goal.userId]);
    });
  }

  async insertMany(goals: Goal[], receipt: IdempotencyReceipt | null): Promise<void> {
    if (isSqlite(this.dataSource)) return this.insertManySqlite(goals, receipt);
    try {
      await this.dataSource.transaction(async (m) => {
        if (receipt) {
          await m.delete(IdempotencyKeyOrmEntity, {
            userId: receipt.userId,
            key: receipt.key,
            createdAt: LessThan(idempotencyCutoff(receipt.createdAt)),
          });
          // A concurrent request holding the same key blocks here until it commits,
          // then this insert fails as a duplicate.
          await m.insert(IdempotencyKeyOrmEntity, receipt);
        }
        for (let i = 0; i < goals.length; i += CHUNK) {
          await m.insert(GoalOrmEntity, goals.slice(i, i + CHUNK).map(GoalMapper.toPersistence));
        }
        for (const userId of ownersOf(goals)) await m.query(this.bumpSql, [userId]);
      });
    } catch (error) {
      // A duplicate key, or InnoDB picking this one of two racing inserts as a deadlock victim.
      if (receipt && (isUniqueViolation(error) || isDeadlock(error)))
        throw new IdempotencyKeyTakenError();
      throw error;
    }
  }

  /**
   * SQLite: TypeORM shares one connection between all requests, so an async
   * transaction could take in other requests' statements. better-sqlite3 runs
   * this one synchronously: nothing else runs until it commits or rolls back.
   */
  private async insertManySqlite(goals: Goal[], receipt: IdempotencyReceipt | null): Promise<void> {
    // An async transaction of another request may be open on the one connection:
    // run after it, never inside it (its rollback would take this batch with it).
    const db = await freeSqliteConnection(this.dataSource);
    const placeholders = (n: number) =>
      Array.from({ length: n }, () => `(${GOAL_COLUMNS.map(() => '?').join(',')})`).join(',');
    const insertSql = (n: number) =>
      `INSERT INTO "goals" (${GOAL_COLUMNS.map((c) => `"${c}"`).join(',')}) VALUES ${placeholders(n)}`;
    try {
      db.transaction(() => {
        if (receipt) {
          db.prepare(
            'DELETE FROM "idempotency_keys" WHERE "user_id" = ? AND "key" = ? AND "created_at" < ?',
          ).run(receipt.userId, receipt.key, sqliteDate(idempotencyCutoff(receipt.createdAt)));
          db.prepare(
            'INSERT INTO "idempotency_keys" ("user_id","key","request_hash","response","created_at") VALUES (?,?,?,?,?)',
          ).run(
            receipt.userId,
            receipt.key,
            receipt.requestHash,
            receipt.response,
            sqliteDate(receipt.createdAt),
          );
        }
        for (let i = 0; i < goals.length; i += CHUNK) {
          const chunk = goals.slice(i, i + CHUNK);
          db.prepare(insertSql(chunk.length)).run(...chunk.flatMap(sqliteGoalRow));
        }
        for (const userId of ownersOf(goals))
          db.prepare(BUMP_GOAL_LIST_VERSION_SQL.sqlite).run(userId);
      }).immediate();
    } catch (error) {
      if (receipt && isUniqueViolation(error)) throw new IdempotencyKeyTakenError();
      throw error;
    }
  }

  async update(goal: Goal, expectedVersion: number): Promise<boolean> {
    const { id, userId, ...fields } = GoalMapper.toPersistence(goal);
    // One statement: UPDATE goals SET ... WHERE id = ? AND user_id = ? AND version = ?
    // (atomic on both databases: InnoDB re-reads the locked row's latest version).
    return this.dataSource.transaction(async (m) => {
      const result = await m.update(
        GoalOrmEntity,
        { id, userId, version: expectedVersion },
        fields,
      );
      const changed = (result.affected ?? 0) > 0;
      if (changed) await m.query(this.bumpSql, [userId]);
      return changed;
    });
  }

  async deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const result = await m.delete(GoalOrmEntity, ownedAt(userId, id, expectedVersion));
      const deleted = (result.affected ?? 0) > 0;
      if (deleted) await m.query(this.bumpSql, [userId]);
      return deleted;
    });
  }
}
