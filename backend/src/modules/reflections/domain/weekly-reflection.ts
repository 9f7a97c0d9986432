import { isCalendarDate } from '../../../shared/domain/calendar';
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

/**
 * The past reviews' order: newest date first; on one date the one written last first, and
 * between two written in the same millisecond the greater id, so every review has one place.
 */
export function compareWeekly(
  a: Pick<WeeklyReflection, 'date' | 'createdAt' | 'id'>,
  b: Pick<WeeklyReflection, 'date' | 'createdAt' | 'id'>,
): number {
  return (
    b.date.localeCompare(a.date) ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

/** Where a page of the past reviews ends: the date, creation instant and id of its last. */
export type WeeklyCursor = Pick<WeeklyReflection, 'date' | 'createdAt' | 'id'>;

/** Reviews per page: at most this many, 20 when only a cursor is sent. */
export const MAX_WEEKLY_PAGE = 100;
export const DEFAULT_WEEKLY_PAGE = 20;

/** A cursor as the API writes it: `yyyy-MM-dd_<createdAt, ISO 8601 UTC with ms>_<id>`. */
export function formatWeeklyCursor(c: WeeklyCursor): string {
  return `${c.date}_${c.createdAt.toISOString()}_${c.id}`;
}

const WEEKLY_CURSOR =
  /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})$/i;

/**
 * The cursor written `yyyy-MM-dd_<instant>_<id>` (a real date, a real instant, a UUID; the id
 * is taken in either case, as ids in paths are), or null.
 */
export function parseWeeklyCursor(text: unknown): WeeklyCursor | null {
  if (typeof text !== 'string') return null;
  const m = WEEKLY_CURSOR.exec(text);
  if (!m || !isCalendarDate(m[1])) return null;
  const createdAt = new Date(m[2]);
  // A real instant, written as toISOString writes it (an upper-case T and Z).
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== m[2]) return null;
  return { date: m[1], createdAt, id: m[3].toLowerCase() };
}

/** One page of the past reviews, and whether more follow it. */
export interface WeeklyPage {
  reflections: WeeklyReflection[];
  more: boolean;
}

export abstract class WeeklyReflectionRepository {
  /** Newest date first (`compareWeekly`). */
  abstract listForUser(userId: string): Promise<WeeklyReflection[]>;
  /**
   * At most `limit` of the user's reviews in `compareWeekly` order, after `after` (from the
   * newest when absent). Read through the index on (user, date, created_at, id), so a page
   * costs the same after years of reviews.
   */
  abstract listPage(userId: string, limit: number, after?: WeeklyCursor): Promise<WeeklyPage>;
  abstract findOwned(userId: string, id: string): Promise<WeeklyReflection | null>;
  abstract insert(reflection: WeeklyReflection): Promise<void>;
}

/** Port: the few facts about the user this module reads (their profile time zone). */
export abstract class ReflectorDirectory {
  /** The user's IANA time zone, or null when the user no longer exists. */
  abstract timezoneOf(userId: string): Promise<string | null>;
}
