import { DomainError, NotFoundError } from '../../../shared/domain/domain-error';

export class GoalNotFoundError extends NotFoundError {
  constructor() {
    super('Goal');
  }
}

export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super(
      'UNPROCESSABLE',
      'Idempotency-Key was already used with a different request body; use a new key for a new request',
    );
  }
}

export class IdempotencyKeyInFlightError extends DomainError {
  constructor() {
    super(
      'CONFLICT',
      'A request with this Idempotency-Key is still being processed; retry shortly',
    );
  }
}
