/** The signed-in user, as answered by GET /api/auth/user, /api/login and /api/register. */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  timezone: string;
  currentStreak: number;
  longestStreak: number;
  /** ISO 8601 UTC instant. */
  lastLoginDate: string | null;
  totalLogins: number;
  xp: number;
  level: number;
  /** The profile's version: one more at every profile edit (its ETag, sent as If-Match). */
  version: number;
  createdAt: string;
  updatedAt: string;
}
