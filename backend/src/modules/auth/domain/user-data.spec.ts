import { camelCase, isInternalTable, isSecretColumn, summarize } from './user-data';

describe('user data rules', () => {
  it('camel-cases table and column names', () => {
    expect(camelCase('login_history')).toBe('loginHistory');
    expect(camelCase('gamification_events')).toBe('gamificationEvents');
    expect(camelCase('session_duration')).toBe('sessionDuration');
    expect(camelCase('goals')).toBe('goals');
    expect(camelCase('x_2fa')).toBe('x2fa');
  });

  it('keeps secrets out: password hashes, session data, tokens', () => {
    for (const c of ['password_hash', 'sess', 'reset_token', 'api_secret', 'request_hash'])
      expect(isSecretColumn(c)).toBe(true);
    for (const c of ['email', 'user_id', 'title', 'session_duration', 'steps'])
      expect(isSecretColumn(c)).toBe(false);
  });

  it('treats plumbing tables as internal', () => {
    for (const t of ['sessions', 'login_attempts', 'migrations', 'idempotency_keys'])
      expect(isInternalTable(t)).toBe(true);
    for (const t of ['goals', 'login_history', 'daily_reflections', 'values'])
      expect(isInternalTable(t)).toBe(false);
  });

  it('sums daily and weekly reflections and tolerates missing tables', () => {
    expect(summarize({ goals: 3, daily_reflections: 4, reflections: 1, user_values: 2 })).toEqual({
      goals: 3,
      reflections: 5,
      values: 2,
    });
    expect(summarize({})).toEqual({ goals: 0, reflections: 0, values: 0 });
  });
});
