/**
 * The goal dialogs' side of keeping a user's changes over a newer version (a 412): the
 * rules are shared with the milestone, value and profile forms (shared/lib/kept-edits.ts);
 * here only the goal's wording.
 */
import { keptNotice as keptNoticeFor } from '../../../shared/lib/kept-edits';

export {
  same,
  keepMyChanges,
  LINE_SEPARATOR,
  type FreeTexts,
  type Rebased,
} from '../../../shared/lib/kept-edits';

/** The dialog's message when the user's changes were kept over a newer version. */
export const KEPT_NOTICE = keptNoticeFor('goal');

/**
 * KEPT_NOTICE, naming what the user changed that the other side changed too, where the
 * latest version stands (`names`: the fields' labels, "Progress", "Category").
 */
export const keptNotice = (names: readonly string[]): string => keptNoticeFor('goal', names);
