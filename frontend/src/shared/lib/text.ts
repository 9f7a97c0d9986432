/**
 * The first `max` characters of `text`, counted as the server counts them (whole code
 * points, decisions §4): an emoji is never cut in half. `slice` counts UTF-16 units, and
 * one that ended between the two halves of an emoji left a lone surrogate the server
 * refuses ("... must be valid Unicode text"), failing the whole save.
 */
export function clipChars(text: string, max: number): string {
  // No more units than `max` is no more characters either.
  if (text.length <= max) return text;
  let units = 0;
  let count = 0;
  for (const char of text) {
    if (count === max) break;
    units += char.length;
    count += 1;
  }
  return text.slice(0, units);
}
