import type { DailyReflectionRecord } from '../../../shared/api';
import { mergeText } from '../../../shared/lib/merge-text';
import { questionById, QUESTIONS, type TimeOfDay } from './questions';

export type Responses = Record<string, string>;

/** The API's record (shared: the header's bell reads today's too). */
export type DailyReflection = DailyReflectionRecord;

/** Non-blank answers, in question order. */
export function answeredEntries(
  responses: Responses,
): Array<{ id: string; label: string; answer: string }> {
  return QUESTIONS.filter((q) => (responses[q.id] ?? '').trim() !== '').map((q) => ({
    id: q.id,
    label: q.short,
    answer: responses[q.id],
  }));
}

/** A journal entry's preview (spec §2): the first 2 responses and how many more there are. */
export function journalPreview(responses: Responses) {
  const answered = answeredEntries(responses);
  return { shown: answered.slice(0, 2), more: Math.max(0, answered.length - 2) };
}

export function moreResponsesLabel(more: number): string {
  return `+${more} more ${more === 1 ? 'response' : 'responses'}`;
}

/** Can the form be saved? At least one answer must exist (spec §5). */
export function hasAnswer(responses: Responses): boolean {
  return Object.values(responses).some((a) => a.trim() !== '');
}

/** Said when a save met a version saved elsewhere meanwhile (412 or 409). */
export const REFLECTION_CONFLICT_DESCRIPTION =
  'This reflection was saved in another tab or on another device meanwhile. Its answers are shown now with yours kept (both, where you each changed the same one): check them and save again.';

/**
 * An unsaved draft of a session's answers over a saved version that has changed beneath it
 * (another tab or device saved meanwhile: the save answered 412 or 409, or a refetch
 * brought it): per question, what either side changed since `base` (the saved answers the
 * draft started from) wins over what it did not; where both changed an answer, both texts
 * are kept, theirs first, so neither is lost and the user can settle it before saving.
 */
export function mergeDraft(base: Responses, mine: Responses, theirs: Responses): Responses {
  const merged: Responses = {};
  for (const id of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    const was = base[id] ?? '';
    merged[id] = mergeText(was, mine[id] ?? was, theirs[id] ?? '');
  }
  return merged;
}

/** Only the answers of the session's own questions (the server refuses others). */
export function responsesFor(timeOfDay: TimeOfDay, responses: Responses): Responses {
  const out: Responses = {};
  for (const [id, answer] of Object.entries(responses)) {
    if (questionById(id)?.timeOfDay === timeOfDay) out[id] = answer;
  }
  return out;
}

export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** 'Jan 5, 2025' (spec §9 date format), for a calendar date. */
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return DAY_FORMAT.format(Date.UTC(y, m - 1, d));
}

type Placed = Pick<DailyReflection, 'reflectionDate' | 'timeOfDay'>;

/** The journal's order: newest date first; on one date the evening (written later) first. */
export function compareJournal(a: Placed, b: Placed): number {
  return b.reflectionDate.localeCompare(a.reflectionDate) || a.timeOfDay.localeCompare(b.timeOfDay);
}

export function sortJournal(reflections: readonly DailyReflection[]): DailyReflection[] {
  return [...reflections].sort(compareJournal);
}

/**
 * One page of the journal as the API answers it (GET /api/daily-reflections?limit=&before=):
 * `nextBefore` asks for the next page, null after the last.
 */
export interface JournalPage {
  reflections: DailyReflection[];
  nextBefore: string | null;
}

/**
 * The journal's pages read so far with `saved` (a session just created or updated) in its
 * place, and gone from where it was: a save is shown without reading the journal again.
 * A session older than every page read waits for its page (the next one brings it), unless
 * the last page has been read.
 */
export function placeInJournal(
  pages: readonly JournalPage[],
  saved: DailyReflection,
): JournalPage[] {
  const sameSession = (r: DailyReflection) =>
    r.id === saved.id ||
    (r.reflectionDate === saved.reflectionDate && r.timeOfDay === saved.timeOfDay);
  const placed = pages.map((page) => ({
    ...page,
    reflections: page.reflections.filter((r) => !sameSession(r)),
  }));
  for (const page of placed) {
    const at = page.reflections.findIndex((r) => compareJournal(saved, r) < 0);
    if (at >= 0) {
      page.reflections.splice(at, 0, saved);
      return placed;
    }
  }
  const last = placed.at(-1);
  if (last && last.nextBefore === null) last.reflections.push(saved);
  return placed;
}

/** The journal's pages read so far without the session `id` (deleted). */
export function dropFromJournal(pages: readonly JournalPage[], id: string): JournalPage[] {
  return pages.map((page) => ({
    ...page,
    reflections: page.reflections.filter((r) => r.id !== id),
  }));
}
