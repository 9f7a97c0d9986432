import { DomainError } from './domain-error';

/**
 * Optimistic concurrency for edits (ETag / If-Match). Every editable record has
 * a `version` that grows by one at each change; a write may be conditioned on
 * the version the client last read.
 *
 * `VersionCondition` is what an If-Match header asks: `null` when there is no
 * header (or `*`): the write applies to whatever is stored, last write wins;
 * otherwise the versions it accepts (an empty list matches nothing).
 */
export type VersionCondition = readonly number[] | null;

/**
 * The record named in a sentence: "This goal was", "These settings were" ('settings', the
 * one plural record name, ends in s; every other `what` is singular).
 */
function subject(what: string, tense: 'is' | 'was'): string {
  const plural = what.endsWith('s');
  const verb = tense === 'is' ? (plural ? 'are' : 'is') : plural ? 'were' : 'was';
  return `${plural ? 'These' : 'This'} ${what} ${verb}`;
}

/** The record changed since the client read it: 412, nothing written. */
export class StaleVersionError extends DomainError {
  constructor(what: string) {
    super(
      'PRECONDITION_FAILED',
      `${subject(what, 'was')} changed elsewhere since you loaded it. The latest version is shown; please make your change again.`,
    );
  }
}

/** Too many concurrent writers for an unconditioned write to land (rare). */
export class TooManyConcurrentWritesError extends DomainError {
  constructor(what: string) {
    super(
      'CONFLICT',
      `${subject(what, 'is')} being changed by several requests at once; try again`,
    );
  }
}

export function versionMatches(condition: VersionCondition, version: number): boolean {
  return condition === null || condition.includes(version);
}

export interface VersionedUpdate<T extends { version: number }> {
  /** Reads the record (scoped to its owner); null when it does not exist. */
  load(): Promise<T | null>;
  /** The record after the change (its version is set here, not by `change`). */
  change(current: T): T | Promise<T>;
  /**
   * Writes `next` only where the stored version is still `expected`, in ONE
   * statement (`UPDATE ... WHERE id = ? AND user_id = ? AND version = ?`);
   * true when a row was written.
   */
  save(next: T, expected: number): Promise<boolean>;
  condition: VersionCondition;
  notFound(): DomainError;
  /** How the message names the record: "goal", "milestone", ... */
  what: string;
  /**
   * Names the record with its owner (`${userId} ${id}`, or the user's id for a
   * one-per-user record). Writes to one record from this process take turns
   * (see `inTurn`); with the owner in the key, requests naming another user's
   * record (404s) never stand in line with the owner's writes.
   */
  key: string;
}

const ATTEMPTS = 8;

/** The last write in line for each record being written by this process. */
const lines = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every earlier task with the same key has settled. Writers
 * of one record in one process then never lose the conditional write to each
 * other: without turns, a few unconditioned PATCHes hammering one goal could
 * each lose eight races in a row and answer 409 (about 1 in 5,500 on MariaDB
 * with four clients). Racing writers on other nodes still meet at the
 * conditional write and retry. Different records never wait for each other.
 */
export function inTurn<R>(key: string, task: () => Promise<R>): Promise<R> {
  const ahead = lines.get(key);
  // `ahead` never rejects (see `settled`): the task runs once it has settled.
  const mine = ahead ? ahead.then(task) : task();
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  lines.set(key, settled);
  void settled.then(() => {
    if (lines.get(key) === settled) lines.delete(key);
  });
  return mine;
}

/** How many records have writes in line now (0 when idle: nothing is kept). */
export const recordsInTurn = () => lines.size;

/**
 * Read, check the condition, change, and write conditionally, in turn with
 * this process's other writes of the record. When the conditional write finds
 * another version (a writer on another node won): with If-Match the next read
 * answers 412 (or 404 if it was deleted); without it the change is applied
 * again to the fresh record, so computed fields never mix two writers' inputs.
 */
export function updateVersioned<T extends { version: number }>(
  u: VersionedUpdate<T>,
): Promise<{ before: T; after: T }> {
  return inTurn(`${u.what}\n${u.key}`, async () => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const before = await u.load();
      if (!before) throw u.notFound();
      if (!versionMatches(u.condition, before.version)) throw new StaleVersionError(u.what);
      const changed = await u.change(before);
      // A write that changes nothing (`{}`, or every field as stored) is not a new
      // version: another tab's next edit would meet a 412 for nothing.
      if (sameRecord(before, changed)) return { before, after: before };
      const after = { ...changed, version: before.version + 1 };
      if (await u.save(after, before.version)) return { before, after };
    }
    throw new TooManyConcurrentWritesError(u.what);
  });
}

export interface VersionedDelete {
  condition: VersionCondition;
  /** Reads the record (scoped to its owner); null when it does not exist. */
  load(): Promise<{ version: number } | null>;
  /**
   * Deletes the owner's record, only where the stored version is still `expected` when
   * one is given, in ONE statement; true when a row was deleted.
   */
  remove(expected: number | undefined): Promise<boolean>;
  notFound(): DomainError;
  /** As {@link VersionedUpdate}: the record's name in a message, and its turn key. */
  what: string;
  key: string;
}

/**
 * A delete, conditional when the request sent If-Match. Without one the record goes
 * whatever its version (deleting what another tab just changed is still what was asked);
 * with one, only at a version it names (RFC 9110 §13.1.1: a false If-Match performs
 * nothing): 412 and the record kept otherwise, in turn with this process's writes of it.
 */
export async function deleteVersioned(d: VersionedDelete): Promise<void> {
  if (d.condition === null) {
    if (!(await d.remove(undefined))) throw d.notFound();
    return;
  }
  await inTurn(`${d.what}\n${d.key}`, async () => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const current = await d.load();
      if (!current) throw d.notFound();
      if (!versionMatches(d.condition, current.version)) throw new StaleVersionError(d.what);
      if (await d.remove(current.version)) return;
    }
    throw new TooManyConcurrentWritesError(d.what);
  });
}

/** Fields a write sets whether or not anything changed. */
const STAMPS = new Set(['version', 'updatedAt']);

/** Whether `next` holds what `current` holds, its version and update time aside. */
export function sameRecord(current: object, next: object): boolean {
  const a = current as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!STAMPS.has(key) && !sameValue(a[key], b[key])) return false;
  return true;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    );
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    return ka.length === kb.length && ka.every((k) => sameValue(ra[k], rb[k]));
  }
  return false;
}
