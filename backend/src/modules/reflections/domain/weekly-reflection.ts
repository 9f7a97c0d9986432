import { ValidationError } from '../../../shared/domain/domain-error';
import { isBlank } from './daily-reflection';
import { textLength } from '../../../shared/domain/text-length';

/** The spec's Reflection entity: only the weekly type exists (decisions.md §9). */
export const REFLECTION_TYPES = ['weekly'] as const;
export type ReflectionType = (typeof REFLECTION_TYPES)[number];

export const WEEKLY_FIELDS = ['accomplishments', 'challenges', 'nextWeek', 'insights'] as const;
export type WeeklyField = (typeof WEEKLY_FIELDS)[number];
/** Same bound as other long texts (decisions.md §4: descriptions, reflections). */
export const MAX_WEEKLY_TEXT = 10_000;

export interface WeeklyReflection {
  id: string;
  userId: string;
  type: ReflectionType;
  accomplishments: string | null;
  challenges: string | null;
  nextWeek: string | null;
  insights: string | null;
  /** The calendar date the review was written for, `yyyy-MM-dd`. */
  date: string;
  createdAt: Date;
}

export type WeeklyAnswers = Partial<Record<WeeklyField, string | null>>;

/** Blank answers become null; a review needs at least one answer. */
export function weeklyAnswers(answers: WeeklyAnswers): Record<WeeklyField, string | null> {
  const out = {} as Record<WeeklyField, string | null>;
  for (const field of WEEKLY_FIELDS) {
    const text = answers[field];
    if (typeof text === 'string' && textLength(text) > MAX_WEEKLY_TEXT) {
      throw new ValidationError(`${field} must be at most ${MAX_WEEKLY_TEXT} characters`);
    }
    out[field] = typeof text === 'string' && !isBlank(text) ? text : null;
  }
  if (WEEKLY_FIELDS.every((f) => out[f] === null)) {
    throw new ValidationError(
      'a weekly reflection needs at least one of accomplishments, challenges, nextWeek or insights',
    );
  }
  return out;
}

export abstract class WeeklyReflectionRepository {
  /** Newest date first. */
  abstract listForUser(userId: string): Promise<WeeklyReflection[]>;
  abstract findOwned(userId: string, id: string): Promise<WeeklyReflection | null>;
  abstract insert(reflection: WeeklyReflection): Promise<void>;
}

/** Port: the few facts about the user this module reads (their profile time zone). */
export abstract class ReflectorDirectory {
  /** The user's IANA time zone, or null when the user no longer exists. */
  abstract timezoneOf(userId: string): Promise<string | null>;
}
