/**
 * Everything an account owns, wherever it lives. Other modules keep adding
 * tables (milestones, values, reflections...), so export and deletion are
 * generic: every table with a `user_id` column holds rows of that user.
 */

/** One table's share of the user's data, as plain rows with camelCase keys. */
export interface UserDataSection {
  /** The table's name in camelCase (`login_history` -> `loginHistory`). */
  name: string;
  rows: AsyncIterable<Record<string, unknown>>;
}

/** Port: reads, counts and deletes every row that belongs to a user. */
export abstract class UserDataStore {
  /**
   * The user's own record (secrets dropped) followed by one section per
   * table that holds the user's rows (internal tables left out). Rows are
   * read a page at a time, never all at once.
   */
  abstract readUser(userId: string): Promise<Record<string, unknown> | null>;
  abstract sections(userId: string): AsyncIterable<UserDataSection>;
  /** How many rows of the user each named table holds; a table that does not exist counts 0. */
  abstract countRows(userId: string, tables: readonly string[]): Promise<Record<string, number>>;
  /**
   * The user's row and every row that references it, in one transaction, if the row still
   * holds `passwordHash` (the hash the password was checked against); false, and nothing
   * deleted, when it does not (the password changed meanwhile) or the user is gone.
   */
  abstract deleteEverything(userId: string, passwordHash: string): Promise<boolean>;
}

/**
 * Tables that hold plumbing rather than the user's data: sessions (they hold
 * the session secret), failed sign-ins, idempotency records, the goal list's
 * version counters, migrations.
 * Their rows are still deleted with the user; they are never exported.
 */
export function isInternalTable(table: string): boolean {
  const t = table.toLowerCase();
  return (
    t === 'sessions' ||
    t === 'login_attempts' ||
    t === 'goal_list_versions' ||
    t === 'migrations' ||
    t === 'typeorm_metadata' ||
    t.startsWith('sqlite_') ||
    t.includes('idempotency')
  );
}

/** Columns never exported: password hashes, session data, tokens and secrets. */
export function isSecretColumn(column: string): boolean {
  const c = column.toLowerCase();
  return (
    c === 'sess' ||
    c.includes('password') ||
    c.includes('secret') ||
    c.includes('token') ||
    c.endsWith('_hash') ||
    c === 'hash'
  );
}

/** `login_history` -> `loginHistory`; names already in camelCase are kept. */
export function camelCase(name: string): string {
  return name.replace(/_+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());
}

/** The tables counted on the settings page ("Data and privacy"). */
export const COUNTED_TABLES = {
  goals: ['goals'],
  /** Daily reflections and weekly reviews (the reflections module's tables). */
  reflections: ['daily_reflections', 'reflections'],
  values: ['user_values'],
} as const;

export interface DataSummary {
  goals: number;
  reflections: number;
  values: number;
}

export function summarize(counts: Record<string, number>): DataSummary {
  const sum = (tables: readonly string[]) => tables.reduce((n, t) => n + (counts[t] ?? 0), 0);
  return {
    goals: sum(COUNTED_TABLES.goals),
    reflections: sum(COUNTED_TABLES.reflections),
    values: sum(COUNTED_TABLES.values),
  };
}
