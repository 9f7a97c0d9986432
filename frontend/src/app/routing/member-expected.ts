import { warmDateFormatsSoon } from '../../shared/lib/dates';
import { readStoredColorMode } from '../../shared/theme/color-mode-storage';

/**
 * Whether this page load is most likely a signed-in one, before the session check has
 * answered: the server drew the member shell (app/shell: the request carried a session),
 * or someone signed in on this browser last time (their colour mode is remembered, see
 * color-mode-storage) and most likely still is. What only a signed-in page needs can then
 * start while the check runs, and a visitor's landing page does none of it.
 */
export function memberExpected(): boolean {
  return (
    typeof window !== 'undefined' &&
    Boolean(readStoredColorMode() || document.getElementById('member-shell'))
  );
}

/**
 * Starts, as the app's entry loads, what only a signed-in page needs: the browser's locale
 * data loads in a task of its own, not inside the dashboard's render. Not for a visitor:
 * the landing page shows no dates, and there the task (60 to 250 ms at Lighthouse's 4x
 * slowdown) was blocking time and nothing else.
 */
export function warmUpWhereAMemberIsExpected(): void {
  if (memberExpected()) warmDateFormatsSoon();
}
