import { createHash } from 'node:crypto';

/**
 * Idempotency-Key: a client's name for one intended write, so a retry after a
 * lost answer (a time-out, a dropped connection, a reload) does not write twice.
 * The rapid-entry batch keeps receipts (goals/domain/idempotency.ts); a single
 * create derives its new record's id from the key instead ({@link idForRetry}).
 */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 visible ASCII characters';

/** A usable key: 1..255 visible ASCII characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e]+$/.test(key);
}

/** JSON with object keys sorted, so equal requests hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * The id of the record a keyed create makes: a UUID (version 8, RFC 9562) from
 * the user, the kind of record, the key and the request. The same request sent
 * again with its key names the same id, so the database's primary key lets it
 * be stored once; the same key with another body names another record, so
 * nothing the user wrote is dropped for a client's reused key.
 */
export function idForRetry(userId: string, kind: string, key: string, request: unknown): string {
  const h = createHash('sha256')
    .update(`${kind}\n${userId}\n${key}\n${canonicalJson(request)}`)
    .digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** What a create answers: the record, and whether an earlier request with the key made it. */
export interface Created<T> {
  record: T;
  replayed: boolean;
}

/**
 * Inserts `record`. With a key (its id from {@link idForRetry}), an insert that
 * fails because that id is taken answers the record already stored under it:
 * the first request's, committed before or racing this one. Any other failure,
 * or one without a key, is thrown as it came.
 */
export async function createOnce<T>(write: {
  keyed: boolean;
  record: T;
  insert: (record: T) => Promise<void>;
  stored: () => Promise<T | null>;
}): Promise<Created<T>> {
  try {
    await write.insert(write.record);
    return { record: write.record, replayed: false };
  } catch (error) {
    if (!write.keyed) throw error;
    const stored = await write.stored();
    if (stored) return { record: stored, replayed: true };
    throw error;
  }
}
