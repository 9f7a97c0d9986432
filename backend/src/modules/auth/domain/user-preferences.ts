/**
 * Per-user settings (decisions.md §5 and §9): notifications and appearance.
 * A user who never saved any gets the defaults.
 */
export interface UserPreferences {
  notifications: { push: boolean; email: boolean; streakReminders: boolean };
  appearance: { darkMode: boolean; autoSaveGoals: boolean; language: Language };
  /** 0 until first saved, then one more at every save (ETag / If-Match). */
  version: number;
}

/** The languages the app is written in. Only English (US) for now. */
export const LANGUAGES = ['en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_PREFERENCES: UserPreferences = {
  notifications: { push: true, email: false, streakReminders: true },
  appearance: { darkMode: false, autoSaveGoals: true, language: 'en-US' },
  version: 0,
};

/** A partial change: any section, any field; what is left out stays as it was. */
export interface PreferencesChange {
  notifications?: Partial<UserPreferences['notifications']>;
  appearance?: Partial<UserPreferences['appearance']>;
}

function defined<T extends object>(part: T | undefined): Partial<T> {
  if (!part) return {};
  return Object.fromEntries(
    Object.entries(part).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}

export function applyPreferencesChange(
  current: UserPreferences,
  change: PreferencesChange,
): UserPreferences {
  return {
    notifications: { ...current.notifications, ...defined(change.notifications) },
    appearance: { ...current.appearance, ...defined(change.appearance) },
    version: current.version,
  };
}

/** Port: where preferences are kept (one record per user, deleted with the user). */
export abstract class UserPreferencesRepository {
  /** The stored preferences, or null when the user never saved any. */
  abstract findForUser(userId: string): Promise<UserPreferences | null>;
  /**
   * Stores `preferences` (whose version is the new one) only where the stored
   * version is still `expectedVersion` (0: no row yet, so an INSERT); one
   * conditional statement; false when no row matched or another insert won.
   */
  abstract save(
    userId: string,
    preferences: UserPreferences,
    at: Date,
    expectedVersion: number,
  ): Promise<boolean>;
}
