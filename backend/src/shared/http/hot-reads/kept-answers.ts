import type { PreparedAnswer } from '../prepared-answer';

interface KeptAnswer extends PreparedAnswer {
  version: number;
  /** Served since the eviction sweep last passed it (the CLOCK algorithm's reference bit). */
  used: boolean;
}

/** What one kept answer costs beyond its bytes (the entry, its key, the Buffer object). */
const ENTRY_OVERHEAD = 200;

/** The bytes a kept answer is counted for. */
const sizeOf = (key: string, answer: PreparedAnswer) =>
  answer.body.length + key.length + ENTRY_OVERHEAD;

/**
 * Answers of hot reads kept per path and user with the version counter they were
 * read at (`@HotRead({ keptWhileUnchanged })`), at most `maxBytes` of them. A kept
 * answer is served only for the exact version it was read at: the counter lives in
 * the database and counts up with every change, so a change made on any node makes
 * this node's copy unused.
 *
 * Eviction is the CLOCK approximation of least recently used: a hit only sets the
 * entry's `used` bit, and the sweep that makes room gives a used entry a second
 * chance (bit cleared, moved to the end) and drops the first unused one. A hit that
 * moved its entry to the end of the Map instead (delete, then set) made V8 rebuild
 * the Map's table every few hits, in the old generation where a long-lived Map's
 * table lives: about 2.6 MB a second at 15,000 reads a second, hence a full
 * collection every 3 to 4 s and a 40 to 50 ms stretch of late answers behind each
 * (docs/performance.md, 2026-11-26).
 */
export class KeptAnswers {
  private readonly entries = new Map<string, KeptAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The answer kept for `key` at exactly `version`, if any. */
  get(key: string, version: number): PreparedAnswer | undefined {
    const kept = this.entries.get(key);
    if (kept === undefined || kept.version !== version) return undefined;
    kept.used = true;
    return kept;
  }

  /**
   * Keeps the answer read at `version`, unless a copy at a later version is already
   * kept (two reads that raced with a change: the later counter wins).
   */
  keep(key: string, version: number, answer: PreparedAnswer): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      if (old.version > version) return;
      this.drop(key, old);
    }
    const size = sizeOf(key, answer);
    if (size > this.maxBytes) return;
    this.entries.set(key, { body: answer.body, etag: answer.etag, version, used: false });
    this.bytes += size;
    // The sweep, in insertion order, past the new answer: an entry moved to the end is
    // met again, unused, so it ends.
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      if (oldest === key) continue;
      if (entry.used) {
        entry.used = false;
        this.entries.delete(oldest);
        this.entries.set(oldest, entry);
      } else this.drop(oldest, entry);
    }
  }

  /** How many answers and bytes are kept (for tests and diagnostics). */
  get size(): { answers: number; bytes: number } {
    return { answers: this.entries.size, bytes: this.bytes };
  }

  private drop(key: string, entry: KeptAnswer): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(key, entry);
  }
}
