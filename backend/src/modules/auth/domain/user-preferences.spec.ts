import { applyPreferencesChange, DEFAULT_PREFERENCES } from './user-preferences';

describe('preferences', () => {
  it('has the defaults of decisions.md §9', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      notifications: { push: true, email: false, streakReminders: true },
      appearance: { darkMode: false, autoSaveGoals: true, language: 'en-US' },
      version: 0,
    });
  });

  it('changes only the fields given', () => {
    const next = applyPreferencesChange(DEFAULT_PREFERENCES, {
      appearance: { darkMode: true },
      notifications: { email: true, push: undefined },
    });
    expect(next).toEqual({
      notifications: { push: true, email: true, streakReminders: true },
      appearance: { darkMode: true, autoSaveGoals: true, language: 'en-US' },
      version: 0,
    });
    expect(DEFAULT_PREFERENCES.appearance.darkMode).toBe(false); // not mutated
  });
});
