/**
 * The length of a text in characters as people and the database count them: one for each
 * Unicode code point, so an emoji such as '🌟' is one, not the two UTF-16 units of
 * `String.length`. MySQL's utf8mb4 columns and class-validator's `@Length`/`@MaxLength`
 * (the goal and profile DTOs) count the same way, so every bound of decisions.md §4 means
 * the same number everywhere.
 */
export function textLength(text: string): number {
  let units = text.length;
  // Each surrogate pair is one character written as two units.
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        units--;
        i++;
      }
    }
  }
  return units;
}
