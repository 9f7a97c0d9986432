import etag from 'etag';

/** A JSON answer ready to send: its UTF-8 bytes and its strong ETag. */
export interface PreparedAnswer {
  body: Buffer;
  etag: string;
}

/** Express's strong ETag over the JSON (etag hashes the string's UTF-8 bytes, as Express does). */
export function prepareAnswer(json: string): PreparedAnswer {
  return { body: Buffer.from(json), etag: etag(json) };
}

interface KeptAnswer extends PreparedAnswer {
  version: number;
}

/** What one kept answer costs beyond its bytes (the entry, its key, the Buffer object). */
const ENTRY_OVERHEAD = 200;

/**
 * Answers of hot reads kept per path and user with the version counter they were
 * read at (`@HotRead({ keptWhileUnchanged })`), least recently used dropped first
 * once they hold more than `maxBytes`. A kept answer is served only for the exact
 * version it was read at: the counter lives in the database and counts up with
 * every change, so a change made on any node makes this node's copy unused.
 */
export class KeptAnswers {
  private readonly entries = new Map<string, KeptAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The answer kept for `key` at exactly `version`, if any. */
  get(key: string, version: number): PreparedAnswer | undefined {
    const kept = this.entries.get(key);
    if (kept === undefined || kept.version !== version) return undefined;
    // Most recently used last: the Map's order is the eviction order.
    this.entries.delete(key);
    this.entries.set(key, kept);
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
    const size = answer.body.length + key.length + ENTRY_OVERHEAD;
    if (size > this.maxBytes) return;
    this.entries.set(key, { ...answer, version });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, entry);
    }
  }

  /** How many answers and bytes are kept (for tests and diagnostics). */
  get size(): { answers: number; bytes: number } {
    return { answers: this.entries.size, bytes: this.bytes };
  }

  private drop(key: string, entry: KeptAnswer): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length + key.length + ENTRY_OVERHEAD;
  }
}
