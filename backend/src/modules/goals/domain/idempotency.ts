/**
 * Idempotency-Key receipts: the first answer to a keyed request, kept 24 hours,
 * so a retry after a lost answer gets that answer instead of a second set of rows.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export interface IdempotencyReceipt {
  userId: string;
  key: string;
  /** sha256 of the canonical request; the same key with another body is refused. */
  requestHash: string;
  /** The stored answer (JSON). */
  response: string;
  createdAt: Date;
}

/** Receipts older than this instant are expired. */
export function idempotencyCutoff(now: Date): Date {
  return new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
}

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

/** Thrown by the repository when a live receipt already holds the key. */
export class IdempotencyKeyTakenError extends Error {
  constructor() {
    super('Idempotency key taken');
    this.name = 'IdempotencyKeyTakenError';
  }
}

/** Port: the stored receipts. */
export abstract class IdempotencyReceipts {
  /** The user's receipt under `key` created at or after `notBefore`. */
  abstract find(userId: string, key: string, notBefore: Date): Promise<IdempotencyReceipt | null>;
  /** Forgets receipts created before `before`. */
  abstract purgeBefore(before: Date): Promise<void>;
}
