import type { User } from './types';

/** The user's trimmed first name, or the given fallback ('Goal Achiever' on the home page). */
export function displayFirstName(user: Pick<User, 'firstName'> | null, fallback: string): string {
  const first = user?.firstName?.trim();
  return first ? first : fallback;
}
