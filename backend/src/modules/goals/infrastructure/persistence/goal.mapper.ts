import { readSqlDatetime } from '../../../../shared/persistence/sql-datetime';
import type { Goal } from '../../domain/goal';
import { GoalOrmEntity } from './goal.orm-entity';

/**
 * A `goals` row as the drivers return it from a raw SELECT of `GOAL_SELECT`:
 * its values in that column order (see `hotSelectArrays`).
 */
export type RawGoalRow = [
  id: string,
  userId: string,
  title: string,
  description: string | null,
  category: Goal['category'],
  priority: Goal['priority'],
  targetDate: string | null,
  progress: number | string,
  isCompleted: number | boolean | string,
  trackingType: Goal['trackingType'],
  currentAmount: number | string,
  targetAmount: number | string,
  financialType: Goal['financialType'],
  subcategories: string | null,
  steps: string | null,
  reflection: string | null,
  nextAction: string | null,
  version: number | string,
  createdAt: Date | string,
  updatedAt: Date | string,
  completedAt: Date | string | null,
];

/** The columns of `RawGoalRow`, in its order. */
export const GOAL_SELECT =
  'id, user_id, title, description, category, priority, target_date, progress, is_completed, tracking_type, current_amount, target_amount, financial_type, subcategories, steps, reflection, next_action, version, created_at, updated_at, completed_at';

function parseList<T>(text: string | null): T[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** The one translation between the domain Goal and its table row. */
export const GoalMapper = {
  /** From a raw row: the list skips entity hydration (see docs/performance.md). */
  fromRaw(row: RawGoalRow): Goal {
    const [
      id,
      userId,
      title,
      description,
      category,
      priority,
      targetDate,
      progress,
      isCompleted,
      trackingType,
      currentAmount,
      targetAmount,
      financialType,
      subcategories,
      steps,
      reflection,
      nextAction,
      version,
      createdAt,
      updatedAt,
      completedAt,
    ] = row;
    return {
      id,
      userId,
      title,
      description,
      category,
      priority,
      targetDate,
      progress: Number(progress),
      isCompleted: isCompleted === true || Number(isCompleted) === 1,
      trackingType,
      currentAmount: Number(currentAmount),
      targetAmount: Number(targetAmount),
      financialType,
      subcategories: parseList(subcategories),
      steps: parseList(steps),
      reflection,
      nextAction,
      version: Number(version),
      createdAt: readSqlDatetime(createdAt),
      updatedAt: readSqlDatetime(updatedAt),
      completedAt:
        completedAt === null || completedAt === undefined ? null : readSqlDatetime(completedAt),
    };
  },
  toDomain(row: GoalOrmEntity): Goal {
    return {
      id: row.id,
      userId: row.userId,
      title: row.title,
      description: row.description,
      category: row.category,
      priority: row.priority,
      targetDate: row.targetDate,
      progress: row.progress,
      isCompleted: Boolean(row.isCompleted),
      trackingType: row.trackingType,
      currentAmount: Number(row.currentAmount),
      targetAmount: Number(row.targetAmount),
      financialType: row.financialType,
      subcategories: row.subcategories ?? [],
      steps: row.steps ?? [],
      reflection: row.reflection,
      nextAction: row.nextAction,
      version: row.version,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      completedAt: row.completedAt ?? null,
    };
  },
  toPersistence(goal: Goal): GoalOrmEntity {
    return Object.assign(new GoalOrmEntity(), goal);
  },
};
