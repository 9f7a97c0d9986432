import { PASSWORD_MAX_BYTES, PASSWORD_MIN_BYTES, passwordBytes } from '../../../shared/lib';

/** What is wrong with a new password and its confirmation before asking the server, or null. */
export function passwordProblem(next: string, confirm: string): string | null {
  const bytes = passwordBytes(next);
  if (bytes < PASSWORD_MIN_BYTES) return 'The new password must be at least 8 characters long.';
  if (bytes > PASSWORD_MAX_BYTES) {
    return 'The new password must be at most 72 characters long (an accented letter or emoji counts as 2 to 4).';
  }
  if (next !== confirm) return 'The new passwords do not match.';
  return null;
}

/**
 * The server's answer to a refused password change in the page's words: the API names the
 * field (`currentPassword is incorrect`, `newPassword is one of the most common
 * passwords; choose another`), the page says which password it means.
 */
export function passwordChangeRefusal(serverText: string): string {
  if (/^currentPassword is incorrect/.test(serverText))
    return 'Your current password is not right. Your password was not changed.';
  const sentence = serverText
    .replace(/\bcurrentPassword\b/g, 'the current password')
    .replace(/\bnewPassword\b/g, 'the new password');
  const capital = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
