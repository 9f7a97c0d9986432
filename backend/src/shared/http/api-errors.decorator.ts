import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input; the message names the field',
  401: 'Not signed in',
  403: 'Cross-site request refused',
  404: 'Not found (or not yours)',
  409: 'Conflict with existing data',
  412: 'The record changed since it was read (stale If-Match)',
  413: 'Body too large',
  415: 'Content-Type must be application/json',
  422: 'Idempotency-Key reused with a different body',
  429: 'Too many requests; see Retry-After',
  503: 'Database unavailable',
};

/** Documents the error answers of a route with the shared error body. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', type: ErrorResponseDto }),
    ),
  );
}
