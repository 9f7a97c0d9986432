import type { Goal } from '../../domain/goal';
import { GoalOrmEntity } from './goal.orm-entity';

/** A `goals` row as the drivers return it from a raw SELECT (snake_case columns). */
export interface RawGoalRow {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  category: Goal['category'];
  priority: Goal['priority'];
  target_date: string | null;
  progress: number | string;
  is_completed: number | boolean | string;
  tracking_type: Goal['trackingType'];
  current_amount: number | string;
  target_amount: number | string;
  financial_type: Goal['financialType'];
  subcategories: string | null;
  steps: string | null;
  reflection: string | null;
  next_action: string | null;
  version: number | string;
  created_at: Date | string;
  updated_at: Date | string;
}

export const GOAL_SELECT =
  'id, user_id, title, description, category, priority, target_date, progress, is_completed, tracking_type, current_amount, target_amount, financial_type, subcategories, steps, reflection, next_action, version, created_at, updated_at';

function parseList<T>(text: string | null): T[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** SQLite returns datetimes as UTC text 'yyyy-MM-dd HH:mm:ss.SSS'; MySQL as Date. */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
}

/** The one translation between the domain Goal and its table row. */
export const GoalMapper = {
  /** From a raw row: the list skips entity hydration (see docs/performance.md). */
  fromRaw(row: RawGoalRow): Goal {
    return {
      id: row.id,
      userId: row.user_id,
      title: row.title,
      description: row.description,
      category: row.category,
      priority: row.priority,
      targetDate: row.target_date,
      progress: Number(row.progress),
      isCompleted: row.is_completed === true || Number(row.is_completed) === 1,
      trackingType: row.tracking_type,
      currentAmount: Number(row.current_amount),
      targetAmount: Number(row.target_amount),
      financialType: row.financial_type,
      subcategories: parseList(row.subcategories),
      steps: parseList(row.steps),
      reflection: row.reflection,
      nextAction: row.next_action,
      version: Number(row.version),
      createdAt: toDate(row.created_at),
      updatedAt: toDate(row.updated_at),
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
    };
  },
  toPersistence(goal: Goal): GoalOrmEntity {
    return Object.assign(new GoalOrmEntity(), goal);
  },
};
