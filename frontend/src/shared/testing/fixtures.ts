import type { User } from '../session/types';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '3f1c2a9e-0000-4000-8000-000000000001',
    email: 'ada.lovelace@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    timezone: 'America/New_York',
    currentStreak: 3,
    longestStreak: 5,
    lastLoginDate: '2025-01-05T09:30:00.000Z',
    totalLogins: 12,
    xp: 120,
    level: 2,
    version: 1,
    createdAt: '2024-12-01T10:00:00.000Z',
    updatedAt: '2025-01-05T09:30:00.000Z',
    ...overrides,
  };
}

/** A fake-network answer for a signed-in session. */
export function signedInAs(user: User = makeUser()) {
  return { 'GET /api/auth/user': { status: 200, body: user } };
}
