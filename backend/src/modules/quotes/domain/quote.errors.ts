import { DomainError } from '../../../shared/domain/domain-error';

export class NoQuotesError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'No quotes are available');
  }
}
