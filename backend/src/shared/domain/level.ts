/**
 * The level for a total of XP (spec §4): level 1 until 100 points; each next threshold
 * is the previous one plus 100 times the new level (100, 300, 600, 1000, ...).
 * The total is the whole activity log's points (decisions §6: one XP figure).
 */
export function levelForXp(xp: number): number {
  let level = 1;
  let threshold = 100;
  while (xp >= threshold) {
    level += 1;
    threshold += 100 * level;
  }
  return level;
}

/**
 * The most XP a user's row holds: the `xp` column is a 32-bit INT on MySQL. Only an
 * activity log padded by hand (about 43,000 posts of 500 events) gets there; past it
 * the total stays here instead of every later reward failing with "Out of range".
 */
export const XP_CEILING = 2_147_483_647;

/** `xp` as the user's row stores it: at most {@link XP_CEILING}. */
export function storedXp(xp: number): number {
  return Math.min(xp, XP_CEILING);
}
