import { createHash } from 'node:crypto';
import type { Quote } from '../../domain/quote';
import { SEED_QUOTES } from './quotes.seed-data';

/** A name-based (v5-style) UUID: the same quote text always gets the same id. */
function stableId(text: string): string {
  const hex = createHash('sha1').update(`lodestar:quote:${text}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The rows the quotes migration inserts, in the order of the curated list. */
export function quoteSeedRows(): Quote[] {
  return SEED_QUOTES.map((q) => ({
    id: stableId(q.text),
    text: q.text,
    author: q.author,
    source: q.source,
    category: q.category,
  }));
}
