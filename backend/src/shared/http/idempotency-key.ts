import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ValidationError } from '../domain/domain-error';
import {
  IDEMPOTENCY_KEY_MESSAGE,
  isValidIdempotencyKey,
  type Created,
} from '../domain/idempotency-key';

/** The request's Idempotency-Key header, or null without one; a malformed key is 400. */
export const IdempotencyKey = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): string | null => {
    const header = ctx.switchToHttp().getRequest<Request>().headers['idempotency-key'];
    if (header === undefined) return null;
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!isValidIdempotencyKey(key)) throw new ValidationError(IDEMPOTENCY_KEY_MESSAGE);
    return key;
  },
);

/** Documents the optional Idempotency-Key header of a single create. */
export const ApiIdempotencyKey = (): MethodDecorator & ClassDecorator =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      '1 to 255 visible ASCII characters, made by the client when the form opens. The same request sent again with its key (a retry after a lost answer) answers the record the first one made, with Idempotent-Replayed: true, instead of creating it twice.',
  });

/** The created record, marked `Idempotent-Replayed: true` when an earlier request made it. */
export function answerCreated<T>(res: Response, created: Created<T>): T {
  if (created.replayed) res.setHeader('Idempotent-Replayed', 'true');
  return created.record;
}
