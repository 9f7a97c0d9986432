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
