import { DomainError } from '../../../shared/domain/domain-error';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('UNAUTHENTICATED', INVALID_CREDENTIALS);
  }
}

export class EmailTakenError extends DomainError {
  constructor() {
    super('CONFLICT', 'An account with this email already exists');
  }
}

/**
 * A sign-in or sign-up that could not be completed because its session could not be
 * stored (the session store is down): 503 with the generic body, try again.
 */
export class SignInUnavailableError extends DomainError {
  constructor() {
    super('UNAVAILABLE', 'Service temporarily unavailable. Please try again.', {
      retryAfterSeconds: 5,
    });
  }
}

export class NotSignedInError extends DomainError {
  constructor() {
    super('UNAUTHENTICATED', 'Not signed in');
  }
}

/** The wait Retry-After gives, in whole minutes as people say it: "a minute", "15 minutes". */
function waitInMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** The message of the per-address request limit on sign-up and sign-in (AUTH_RATE_LIMIT a minute). */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests from this address. Try again in ${waitInMinutes(retryAfterSeconds)}.`;
}

/** Refused sign-ins say how long to wait, as Retry-After does: "Try again in 15 minutes." */
export class TooManyLoginAttemptsError extends DomainError {
  constructor(retryAfterSeconds: number) {
    const wait = waitInMinutes(retryAfterSeconds);
    super('TOO_MANY_REQUESTS', `Too many failed sign-in attempts. Try again in ${wait}.`, {
      retryAfterSeconds,
    });
  }
}

/**
 * A wrong current password on a signed-in action (password change, account
 * deletion) is 400, not 401: the user is still signed in (decisions.md §9).
 */
export class WrongPasswordError extends DomainError {
  constructor(field: string) {
    super('VALIDATION', `${field} is incorrect`);
  }
}
