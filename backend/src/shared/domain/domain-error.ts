/**
 * The one error type the domain and application layers throw.
 * Its stable `code` is mapped to an HTTP status by the global exception filter
 * (shared/http/http-exception.filter.ts); nothing below a controller knows HTTP.
 */
export type DomainErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Extra facts the HTTP layer may surface (for example `retryAfterSeconds`). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} not found`);
  }
}

export class ValidationError extends DomainError {
  constructor(message: string) {
    super('VALIDATION', message);
  }
}
