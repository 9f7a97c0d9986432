import { useCallback, useRef } from 'react';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';

/** A fresh Idempotency-Key (works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A create's body with the key of the save it belongs to. */
export type Keyed<T> = T & { idempotencyKey: string };

/**
 * The POST of a keyed create: the server stores the record once however often the
 * same request is sent with its key (a retry after a lost answer or a time-out).
 */
export function keyedPost<T extends object>(url: string, { idempotencyKey, ...body }: Keyed<T>) {
  return {
    url,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  } satisfies FetchArgs;
}

/**
 * The key of a form's next create: the same for every try of one save (so Save
 * pressed again after a failure cannot make the record twice), a new one once
 * the save has succeeded (so the next record is its own). A page with several
 * creates of its own (a form and suggestions) names each: `key('suggestion:Courage')`.
 */
export function useSaveKey(): {
  key: (save?: string) => string;
  saved: (save?: string) => void;
} {
  const keys = useRef(new Map<string, string>());
  const key = useCallback((save = '') => {
    let made = keys.current.get(save);
    if (made === undefined) {
      made = newIdempotencyKey();
      keys.current.set(save, made);
    }
    return made;
  }, []);
  const saved = useCallback((save = '') => {
    keys.current.delete(save);
  }, []);
  return { key, saved };
}
