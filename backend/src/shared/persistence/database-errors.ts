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

/** The database is down, busy or out of reach: answer 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = driverError(error);
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  const message = (error as Error | undefined)?.message ?? '';
  return /connection is not established|Connection lost|The server closed the connection|Pool is closed|Can't add new command when connection is in closed state|database connection is not open/i.test(
    message,
  );
}
