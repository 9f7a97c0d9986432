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
