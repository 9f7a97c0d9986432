/**
 * One text edited on two sides since a common version `was` (a form's copy and a version
 * saved meanwhile in another tab or on another device), merged so that nothing typed is
 * lost: a side that did not change it, or emptied it, gives way to the other; where both
 * wrote something different, both texts stay, theirs first, for the user to settle
 * before saving, on lines of their own (a one-line field's joined by `separator`, ' / ',
 * as its input cannot show a line break). Used by the goal dialogs' kept edits and the
 * journal's drafts.
 */
export function mergeText(was: string, mine: string, theirs: string, separator = '\n\n'): string {
  if (mine === was || mine === theirs) return theirs;
  if (theirs === was || theirs.trim() === '') return mine;
  if (mine.trim() === '') return theirs;
  return `${theirs}${separator}${mine}`;
}
