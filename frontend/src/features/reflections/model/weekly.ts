/** A weekly review as the API answers it (the spec's Reflection entity, weekly type). */
export interface WeeklyReflection {
  id: string;
  userId: string;
  type: 'weekly';
  accomplishments: string | null;
  challenges: string | null;
  nextWeek: string | null;
  insights: string | null;
  date: string;
  createdAt: string;
}

type Placed = Pick<WeeklyReflection, 'id' | 'date' | 'createdAt'>;

/**
 * The past reviews' order, the server's: newest date first; on one date the one written
 * last first (ISO instants compare as text); between two of one millisecond the greater id.
 */
export function compareWeekly(a: Placed, b: Placed): number {
  return (
    b.date.localeCompare(a.date) ||
    (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

export function sortWeekly(reviews: readonly WeeklyReflection[]): WeeklyReflection[] {
  return [...reviews].sort(compareWeekly);
}

/**
 * One page of the past reviews as the API answers it (GET /api/reflections?limit=&before=):
 * `nextBefore` asks for the next page, null after the last.
 */
export interface WeeklyPage {
  reflections: WeeklyReflection[];
  nextBefore: string | null;
}

/**
 * The pages of past reviews read so far with `saved` (a review just written) in its place:
 * a save is shown without reading the reviews again. A review older than every page read
 * waits for its page (the next one brings it), unless the last page has been read. An
 * answer that is not a review (no date or instant) changes nothing.
 */
export function placeInWeekly(pages: readonly WeeklyPage[], saved: WeeklyReflection): WeeklyPage[] {
  if (typeof saved.date !== 'string' || typeof saved.createdAt !== 'string') return [...pages];
  const placed = pages.map((page) => ({
    ...page,
    reflections: page.reflections.filter((r) => r.id !== saved.id),
  }));
  for (const page of placed) {
    const at = page.reflections.findIndex((r) => compareWeekly(saved, r) < 0);
    if (at >= 0) {
      page.reflections.splice(at, 0, saved);
      return placed;
    }
  }
  const last = placed.at(-1);
  if (last && last.nextBefore === null) last.reflections.push(saved);
  return placed;
}

/** The four answers of a weekly review being written (blank ones are sent as ''). */
export interface WeeklyAnswers {
  accomplishments: string;
  challenges: string;
  nextWeek: string;
  insights: string;
}

export const NO_WEEKLY_ANSWERS: WeeklyAnswers = {
  accomplishments: '',
  challenges: '',
  nextWeek: '',
  insights: '',
};

/**
 * The review being written, as this tab keeps it (sessionStorage, per user). `pending`: a
 * save of `sent` whose answer never came (or was a server error), with the Idempotency-Key it
 * went with. The key lives as long as the text, so Save pressed again after a reload or
 * another page sends the same key, and the server answers the review the first try stored
 * instead of storing a second (a review cannot be deleted).
 */
export interface WeeklyDraft {
  answers: WeeklyAnswers;
  pending: PendingSave | null;
}

export interface PendingSave {
  key: string;
  sent: WeeklyAnswers;
}

export const NO_WEEKLY_DRAFT: WeeklyDraft = { answers: NO_WEEKLY_ANSWERS, pending: null };

const ANSWER_KEYS = Object.keys(NO_WEEKLY_ANSWERS) as Array<keyof WeeklyAnswers>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The four answers in `stored`, or null when it is not a record of texts. */
function answersIn(stored: unknown): WeeklyAnswers | null {
  if (!isRecord(stored)) return null;
  const answers = { ...NO_WEEKLY_ANSWERS };
  for (const key of ANSWER_KEYS) {
    const text = stored[key];
    if (text === undefined) continue;
    if (typeof text !== 'string') return null;
    answers[key] = text;
  }
  return answers;
}

/**
 * The draft as sessionStorage gives it back, or null when it is not one. A draft kept by an
 * older version (the answers alone, before 2026-11-30) is read as answers with no key.
 */
export function parseWeeklyDraft(stored: unknown): WeeklyDraft | null {
  if (!isRecord(stored)) return null;
  if (!('answers' in stored)) {
    const answers = answersIn(stored);
    return answers && { answers, pending: null };
  }
  const answers = answersIn(stored.answers);
  if (!answers) return null;
  const pending = isRecord(stored.pending) ? stored.pending : null;
  const sent = answersIn(pending?.sent);
  const key = pending?.key;
  return {
    answers,
    pending: typeof key === 'string' && key !== '' && sent ? { key, sent } : null,
  };
}

export const isBlankWeekly = (answers: WeeklyAnswers) =>
  ANSWER_KEYS.every((key) => answers[key].trim() === '');

const sameAnswers = (a: WeeklyAnswers, b: WeeklyAnswers) => ANSWER_KEYS.every((k) => a[k] === b[k]);

/**
 * The draft as it is about to be sent: the key of the failed try while the answers are
 * the ones it sent (the server then answers what that try stored, if it did), else a new one.
 */
export function weeklyDraftToSend(
  draft: WeeklyDraft,
  newKey: () => string,
): WeeklyDraft & { pending: PendingSave } {
  const { answers, pending } = draft;
  if (pending && sameAnswers(pending.sent, answers)) return { answers, pending };
  return { answers, pending: { key: newKey(), sent: answers } };
}

/**
 * Whether a failed save was certainly not stored: the server answered and refused it (a
 * 4xx). A network failure, a time-out or a 5xx says nothing of that, so the key is kept.
 */
export function refusedForSure(status: unknown): boolean {
  return typeof status === 'number' && status >= 400 && status < 500;
}
