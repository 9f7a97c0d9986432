/**
 * The length of a text in characters as people and the database count them: one for each
 * Unicode code point, so an emoji such as '🌟' is one, not the two UTF-16 units of
 * `String.length`. MySQL's utf8mb4 columns count the same way, and so do the DTOs'
 * `MaxChars` / `CharsBetween` (shared/http/text-bounds.ts), so every bound of decisions.md
 * §4 means the same number everywhere. (class-validator's `@Length`/`@MaxLength` do not:
 * they count a character and its variation selector, '✔️', as one.)
 */
export function textLength(text: string): number {
  let count = 0;
  // A string's iterator steps by code point (a lone surrogate is one step); no copy made.
  for (const _ of text) count++;
  return count;
}
