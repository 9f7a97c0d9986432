/** Driver-neutral reading of database errors (better-sqlite3 and mysql2). */
interface DriverError {
  code?: string;
  errno?: number;
  driverError?: DriverError;
}

function driverError(error: unknown): DriverError {
  const e = (error ?? {}) as DriverError;
  return e.driverError ?? e;
}

export function isUniqueViolation(error: unknown): boolean {
  const e = driverError(error);
  return (
    e.code === 'ER_DUP_ENTRY' ||
    e.errno === 1062 ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

export function isForeignKeyViolation(error: unknown): boolean {
  const e = driverError(error);
  return (
    e.code === 'ER_NO_REFERENCED_ROW_2' ||
    e.code === 'ER_NO_REFERENCED_ROW' ||
    e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
  );
}

/**
 * The column a value did not fit (MySQL's "Data too long" or "Out of range value for
 * column 'x'"), named as the API names fields (`next_action` -> `nextAction`); null for
 * any other error. SQLite never refuses a value for its size.
 */
export function columnRefusingValue(
  error: unknown,
): { field: string; problem: 'too long' | 'out of range' } | null {
  const e = driverError(error);
  const problem =
    e.code === 'ER_DATA_TOO_LONG' || e.errno === 1406
      ? 'too long'
      : e.code === 'ER_WARN_DATA_OUT_OF_RANGE' || e.errno === 1264
        ? 'out of range'
        : null;
  if (!problem) return null;
  const message = (error as Error | undefined)?.message ?? '';
  const column = /for column [`']?([A-Za-z0-9_]+)/.exec(message)?.[1] ?? 'a value';
  return { field: column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()), problem };
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'POOL_CLOSED',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
]);

/**
 * The database, or the Redis session store, is down, busy or out of reach: answer 503, not
 * 500. node-redis's errors carry no code, only their messages ("Socket closed
 * unexpectedly", "The client is closed", ...).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = driverError(error);
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  const message = (error as Error | undefined)?.message ?? '';
  return /connection is not established|Connection lost|The server closed the connection|Pool is closed|Can't add new command when connection is in closed state|database connection is not open|Socket closed unexpectedly|The client is closed|The client is offline|^Connection timeout$|^Socket timeout|All the root nodes are unavailable/i.test(
    message,
  );
}
