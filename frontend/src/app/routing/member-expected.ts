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
