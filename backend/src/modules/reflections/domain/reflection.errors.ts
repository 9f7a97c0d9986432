import { DomainError, NotFoundError } from '../../../shared/domain/domain-error';
import type { TimeOfDay } from './daily-reflection';

export class DuplicateReflectionError extends DomainError {
  constructor(reflectionDate?: string, timeOfDay?: TimeOfDay) {
    super(
      'CONFLICT',
      reflectionDate && timeOfDay
        ? `${timeOfDay === 'evening' ? 'An' : 'A'} ${timeOfDay} reflection for ${reflectionDate} already exists`
        : 'A reflection for this date and time of day already exists',
    );
  }
}

export class ReflectionNotFoundError extends NotFoundError {
  constructor() {
    super('Reflection');
  }
}

/** The session's user row is gone (account deleted meanwhile). */
export class ReflectorGoneError extends DomainError {
  constructor() {
    super('UNAUTHENTICATED', 'Not signed in');
  }
}
