import { ValidationError } from '../../../shared/domain/domain-error';
import { toCalendarDate } from '../../../shared/domain/calendar';
import { textLength } from '../../../shared/domain/text-length';

/** A dated step towards something (spec §3 Milestone), optionally under one of the user's goals. */
export interface Milestone {
  id: string;
  userId: string;
  goalId: string | null;
  title: string;
  description: string | null;
  /** Calendar date `yyyy-MM-dd`, never shifted by a time zone. */
  targetDate: string;
  isCompleted: boolean;
  /** Increases by one at every change (ETag / If-Match). */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;

/** The fields a person can set. */
export interface MilestoneFields {
  title: string;
  description: string | null;
  targetDate: string;
  isCompleted: boolean;
  goalId: string | null;
}

export function normalizeTitle(title: string): string {
  const trimmed = title.trim();
  if (textLength(trimmed) < 1 || textLength(trimmed) > TITLE_MAX) {
    throw new ValidationError(`title must be 1 to ${TITLE_MAX} characters after trimming`);
  }
  return trimmed;
}

export function normalizeDescription(description: string | null): string | null {
  if (description === null) return null;
  if (textLength(description) > DESCRIPTION_MAX) {
    throw new ValidationError(`description must be at most ${DESCRIPTION_MAX} characters`);
  }
  return description.trim() === '' ? null : description;
}

export function normalizeTargetDate(value: string): string {
  const date = toCalendarDate(value);
  if (!date) throw new ValidationError('targetDate must be a calendar date written yyyy-MM-dd');
  return date;
}

/** A new milestone with its rules applied (title trimmed, date kept as written). */
export function createMilestone(
  id: string,
  userId: string,
  fields: MilestoneFields,
  now: Date,
): Milestone {
  return {
    id,
    userId,
    goalId: fields.goalId,
    title: normalizeTitle(fields.title),
    description: normalizeDescription(fields.description),
    targetDate: normalizeTargetDate(fields.targetDate),
    isCompleted: fields.isCompleted,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

/** The milestone after a partial edit; fields left undefined stay as they were. */
export function editMilestone(
  milestone: Milestone,
  changes: Partial<MilestoneFields>,
  now: Date,
): Milestone {
  return {
    ...milestone,
    title: changes.title !== undefined ? normalizeTitle(changes.title) : milestone.title,
    description:
      changes.description !== undefined
        ? normalizeDescription(changes.description)
        : milestone.description,
    targetDate:
      changes.targetDate !== undefined
        ? normalizeTargetDate(changes.targetDate)
        : milestone.targetDate,
    isCompleted: changes.isCompleted ?? milestone.isCompleted,
    goalId: changes.goalId !== undefined ? changes.goalId : milestone.goalId,
    updatedAt: now,
  };
}

/** Soonest first; same date: oldest first. */
export function compareMilestones(a: Milestone, b: Milestone): number {
  if (a.targetDate !== b.targetDate) return a.targetDate < b.targetDate ? -1 : 1;
  const t = a.createdAt.getTime() - b.createdAt.getTime();
  if (t !== 0) return t;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
