import { isCalendarDate } from '../../../shared/domain/calendar';
import { ValidationError } from '../../../shared/domain/domain-error';
import { textLength } from '../../../shared/domain/text-length';

/** The two sessions of the day (spec §3). */
export const TIMES_OF_DAY = ['morning', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The five guided questions of each session, in the order the journal asks them (spec §3). */
export const QUESTION_IDS: Readonly<Record<TimeOfDay, readonly string[]>> = {
  morning: [
    'morning_intention',
    'morning_character',
    'morning_activity',
    'morning_learning',
    'morning_gratitude',
  ],
  evening: [
    'evening_accomplishment',
    'evening_lesson',
    'evening_activity_review',
    'evening_relationships',
    'evening_tomorrow',
  ],
};

export const ALL_QUESTION_IDS: readonly string[] = [
  ...QUESTION_IDS.morning,
  ...QUESTION_IDS.evening,
];

/** Longest answer accepted (decisions.md §4). */
export const MAX_ANSWER_LENGTH = 5000;

/** Question id -> answer text. Only non-blank answers are kept. */
export type Responses = Record<string, string>;

export interface DailyReflection {
  id: string;
  userId: string;
  /** The user's calendar day, `yyyy-MM-dd`. */
  reflectionDate: string;
  timeOfDay: TimeOfDay;
  responses: Responses;
  /** Increases by one at every change (ETag / If-Match). */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export function isTimeOfDay(value: unknown): value is TimeOfDay {
  return value === 'morning' || value === 'evening';
}

export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

/**
 * The first problem with the shape of `responses`, as a message naming the field:
 * an object whose keys are the spec's question ids and whose answers are strings of
 * at most 5,000 characters. Null when the shape is right.
 */
export function responsesShapeProblem(responses: unknown): string | null {
  if (typeof responses !== 'object' || responses === null || Array.isArray(responses)) {
    return 'responses must be an object of question ids and answers';
  }
  for (const [key, answer] of Object.entries(responses)) {
    if (!ALL_QUESTION_IDS.includes(key))
      return `responses.${key.slice(0, 60)} is not a question id`;
    if (typeof answer !== 'string') return `responses.${key} must be a string`;
    if (textLength(answer) > MAX_ANSWER_LENGTH) {
      return `responses.${key} must be at most ${MAX_ANSWER_LENGTH} characters`;
    }
  }
  return null;
}

/**
 * The first problem with `responses` for a session (decisions.md §4), or null: the
 * shape above, keys of that session only, and at least one non-blank answer.
 */
export function responsesProblem(timeOfDay: TimeOfDay, responses: unknown): string | null {
  const shape = responsesShapeProblem(responses);
  if (shape) return shape;
  const entries = Object.entries(responses as Record<string, string>);
  const foreign = entries.find(([key]) => !QUESTION_IDS[timeOfDay].includes(key));
  if (foreign) return `responses.${foreign[0]} is not a question of the ${timeOfDay} session`;
  if (entries.every(([, answer]) => isBlank(answer))) {
    return 'responses must contain at least one non-blank answer';
  }
  return null;
}

/**
 * Validated responses in question order, blank answers dropped (a cleared answer is
 * removed). Throws ValidationError naming the field.
 */
export function normalizeResponses(timeOfDay: TimeOfDay, responses: unknown): Responses {
  const problem = responsesProblem(timeOfDay, responses);
  if (problem) throw new ValidationError(problem);
  const given = responses as Record<string, string>;
  const kept: Responses = {};
  for (const id of QUESTION_IDS[timeOfDay]) {
    if (Object.prototype.hasOwnProperty.call(given, id) && !isBlank(given[id]))
      kept[id] = given[id];
  }
  return kept;
}

/** Non-blank answers in a session. */
export function answeredCount(responses: Responses): number {
  return Object.values(responses).filter((a) => !isBlank(a)).length;
}

/** A reflection date may not lie after the user's today (in their profile time zone). */
export function assertNotFuture(reflectionDate: string, today: string, field = 'reflectionDate') {
  if (reflectionDate > today) {
    throw new ValidationError(`${field} must not be later than today (${today})`);
  }
}

/**
 * The journal's order: newest date first, and on one date the evening (written later)
 * before the morning. 'evening' sorts before 'morning' as text, so the time of day goes
 * up while the date goes down.
 */
export function compareJournal(
  a: Pick<DailyReflection, 'reflectionDate' | 'timeOfDay'>,
  b: Pick<DailyReflection, 'reflectionDate' | 'timeOfDay'>,
): number {
  return b.reflectionDate.localeCompare(a.reflectionDate) || a.timeOfDay.localeCompare(b.timeOfDay);
}

/** Where a page of the journal ends: the date and session of its last reflection. */
export interface JournalCursor {
  reflectionDate: string;
  timeOfDay: TimeOfDay;
}

/** Reflections per page of the journal: at most this many, 20 when not asked. */
export const MAX_JOURNAL_PAGE = 100;
export const DEFAULT_JOURNAL_PAGE = 20;

/** A cursor as the API writes it: `yyyy-MM-dd:morning` or `yyyy-MM-dd:evening`. */
export function formatJournalCursor(c: JournalCursor): string {
  return `${c.reflectionDate}:${c.timeOfDay}`;
}

/** The cursor written `yyyy-MM-dd:morning|evening` (a real date), or null. */
export function parseJournalCursor(text: unknown): JournalCursor | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2}):(morning|evening)$/.exec(text);
  if (!m || !isCalendarDate(m[1])) return null;
  return { reflectionDate: m[1], timeOfDay: m[2] as TimeOfDay };
}

/** Falls back to the product's default zone if a stored zone is not one this runtime knows. */
export const FALLBACK_TIMEZONE = 'America/New_York';
