/**
 * The Goal and every rule of product-spec §4 that decides a stored value:
 * defaults at creation, progress bounds, completion at 100, the tracking-type
 * formulas, the quick-entry marker and the rapid-entry category cycle.
 * Plain TypeScript: the HTTP layer validates shapes, this file decides values.
 */
export const GOAL_CATEGORIES = [
  'career',
  'health',
  'relationships',
  'learning',
  'financial',
  'personal',
] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const TRACKING_TYPES = [
  'percentage',
  'status',
  'milestone',
  'currency',
  'subcategory',
] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

export const FINANCIAL_TYPES = ['savings', 'debt', 'income', 'investment'] as const;
export type FinancialType = (typeof FINANCIAL_TYPES)[number];

/** Status stages and the progress each stands for (spec §4). */
export const STATUS_STAGES = {
  'not-started': 0,
  planning: 10,
  'in-progress': 50,
  'almost-done': 80,
  completed: 100,
} as const;

/** The description that marks a quick-entry goal still needing categorizing (spec §3). */
export const QUICK_ENTRY_DESCRIPTION = 'Rapid entry goal - details to be added later';

/** Rapid entry: categories cycle by position in this order, wrapping (spec §9). */
export const RAPID_ENTRY_CATEGORY_CYCLE: readonly GoalCategory[] = GOAL_CATEGORIES;

/** A currency goal with no target counts its target as one dollar (spec §5: "a missing target counts as 1"). */
export const MISSING_TARGET_CENTS = 100;

export interface Subcategory {
  name: string;
  completed: boolean;
}

export interface Goal {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  category: GoalCategory;
  priority: Priority;
  /** `yyyy-MM-dd`, never shifted by a time zone. */
  targetDate: string | null;
  /** Integer 0..100. */
  progress: number;
  isCompleted: boolean;
  trackingType: TrackingType;
  /** Cents. */
  currentAmount: number;
  /** Cents. */
  targetAmount: number;
  financialType: FinancialType;
  subcategories: Subcategory[];
  steps: string[];
  reflection: string | null;
  nextAction: string | null;
  /** Increases by one at every change (ETag / If-Match later). */
  version: number;
  createdAt: Date;
  updatedAt: Date;
  /**
   * When the goal last became completed; null while it is open (reopening clears it).
   * Internal: not in the API; the dashboard's Monthly Progress reads it (an edit of a
   * goal finished in an earlier month moves `updatedAt`, not this).
   */
  completedAt: Date | null;
}

/** The fields a person may set. */
export type GoalFields = Omit<
  Goal,
  'id' | 'userId' | 'version' | 'createdAt' | 'updatedAt' | 'completedAt'
>;
export type GoalChanges = Partial<GoalFields>;
export type NewGoalInput = GoalChanges & { title: string };

/** Integer progress within 0..100 (rounded). */
export function boundProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * Currency progress: current/target, or for debt (target - current)/target where
 * current is the remaining balance; bounded to 0..100 and rounded. A target of 0
 * counts as one dollar.
 */
export function currencyProgress(
  currentCents: number,
  targetCents: number,
  financialType: FinancialType,
): number {
  const target = targetCents > 0 ? targetCents : MISSING_TARGET_CENTS;
  const ratio = financialType === 'debt' ? (target - currentCents) / target : currentCents / target;
  return boundProgress(ratio * 100);
}

/** Sub-category progress: the rounded share of completed items (0 with none). */
export function subcategoryProgress(items: readonly Subcategory[]): number {
  if (items.length === 0) return 0;
  return boundProgress((items.filter((i) => i.completed).length / items.length) * 100);
}

/** A quick-entry goal still needs categorizing (spec §3). */
export function needsCategorizing(goal: Pick<Goal, 'description'>): boolean {
  return goal.description === QUICK_ENTRY_DESCRIPTION;
}

/** Rapid entry: the category of the goal written at `position` (0-based), wrapping. */
export function rapidEntryCategory(position: number): GoalCategory {
  const n = RAPID_ENTRY_CATEGORY_CYCLE.length;
  return RAPID_ENTRY_CATEGORY_CYCLE[((Math.trunc(position) % n) + n) % n];
}

/**
 * The goal a rapid-entry line becomes at `position`: its category cycles, its
 * description is the quick-entry marker; fields the caller gives win.
 */
export function rapidEntryGoal(input: NewGoalInput, position: number): NewGoalInput {
  return {
    ...input,
    category: input.category ?? rapidEntryCategory(position),
    description: input.description === undefined ? QUICK_ENTRY_DESCRIPTION : input.description,
  };
}

/**
 * Progress and completion as the goal's tracking type decides them (spec §4):
 * - percentage, status: progress as given (bounded); completed at 100.
 *   Setting only isCompleted is a shorthand: true means 100, false reopens a
 *   goal at 100 to 0 and leaves any other progress alone.
 * - milestone: isCompleted is the input; progress is 100 when complete, else 0
 *   (setting only progress: 100 completes, anything else reopens).
 * - currency: the currency formula; completed at 100.
 * - subcategory: the share of completed items; completed at 100.
 */
export function settleProgress(goal: GoalFields, changed: GoalChanges): GoalFields {
  let progress = boundProgress(goal.progress);
  let isCompleted: boolean;
  switch (goal.trackingType) {
    case 'milestone': {
      isCompleted =
        changed.isCompleted !== undefined
          ? changed.isCompleted
          : changed.progress !== undefined
            ? boundProgress(changed.progress) === 100
            : goal.isCompleted;
      progress = isCompleted ? 100 : 0;
      break;
    }
    case 'currency':
      progress = currencyProgress(goal.currentAmount, goal.targetAmount, goal.financialType);
      isCompleted = progress === 100;
      break;
    case 'subcategory':
      progress = subcategoryProgress(goal.subcategories);
      isCompleted = progress === 100;
      break;
    default: {
      if (changed.progress === undefined && changed.isCompleted !== undefined) {
        if (changed.isCompleted) progress = 100;
        else if (progress === 100) progress = 0;
      }
      isCompleted = progress === 100;
    }
  }
  return { ...goal, progress, isCompleted };
}

function cleanText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value;
}

function normalize(changes: GoalChanges): GoalChanges {
  const out: GoalChanges = { ...changes };
  if (out.title !== undefined) out.title = out.title.trim();
  if (out.subcategories !== undefined)
    out.subcategories = out.subcategories.map((s) => ({
      name: s.name.trim(),
      completed: s.completed === true,
    }));
  if (out.steps !== undefined) out.steps = [...out.steps];
  for (const key of Object.keys(out) as (keyof GoalChanges)[]) {
    if (out[key] === undefined) delete out[key];
  }
  return out;
}

/**
 * A new goal (spec §4 "Goal creation"): not completed, progress 0, tracking by
 * percentage, priority medium, category personal, unless the input says
 * otherwise; then progress and completion follow the tracking type.
 */
export function createGoal(
  meta: { id: string; userId: string; now: Date },
  input: NewGoalInput,
): Goal {
  const changes = normalize(input);
  const fields: GoalFields = {
    title: changes.title ?? '',
    description: cleanText(changes.description),
    category: changes.category ?? 'personal',
    priority: changes.priority ?? 'medium',
    targetDate: changes.targetDate ?? null,
    progress: changes.progress ?? 0,
    isCompleted: changes.isCompleted ?? false,
    trackingType: changes.trackingType ?? 'percentage',
    currentAmount: changes.currentAmount ?? 0,
    targetAmount: changes.targetAmount ?? 0,
    financialType: changes.financialType ?? 'savings',
    subcategories: changes.subcategories ?? [],
    steps: changes.steps ?? [],
    reflection: cleanText(changes.reflection),
    nextAction: cleanText(changes.nextAction),
  };
  const settled = settleProgress(fields, changes);
  return {
    id: meta.id,
    userId: meta.userId,
    ...settled,
    version: 1,
    createdAt: meta.now,
    updatedAt: meta.now,
    completedAt: settled.isCompleted ? meta.now : null,
  };
}

/**
 * When a goal is completed after a change: kept while it stays completed, `now` when
 * the change completes it, null when it reopens. (A completed goal read without one,
 * which the migration's backfill leaves none of, keeps its last change as the estimate.)
 */
function completedAtAfter(before: Goal, isCompleted: boolean, now: Date): Date | null {
  if (!isCompleted) return null;
  if (!before.isCompleted) return now;
  return before.completedAt ?? before.updatedAt;
}

/** The goal after a partial change; progress and completion are settled again. */
export function changeGoal(goal: Goal, changes: GoalChanges, now: Date): Goal {
  const clean = normalize(changes);
  const { id, userId, version, createdAt, ...current } = goal;
  const merged: GoalFields = { ...current, ...clean };
  const settled = settleProgress(merged, clean);
  return {
    id,
    userId,
    ...settled,
    version: version + 1,
    createdAt,
    updatedAt: now,
    completedAt: completedAtAfter(goal, settled.isCompleted, now),
  };
}

/** True when this change turned an open goal into a completed one. */
export function becameCompleted(before: Goal, after: Goal): boolean {
  return !before.isCompleted && after.isCompleted;
}
