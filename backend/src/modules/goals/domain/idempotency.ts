/**
 * Idempotency-Key receipts: the first answer to a keyed request, kept 24 hours,
 * so a retry after a lost answer gets that answer instead of a second set of rows.
 */
export { canonicalJson, isValidIdempotencyKey } from '../../../shared/domain/idempotency-key';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

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
