import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

/** The signed-in user's id (the session holds only the id). */
export const CurrentUserId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const id = (req.user as { id?: string } | undefined)?.id;
  if (!id) throw new UnauthorizedException('Not signed in');
  return id;
});

/**
 * The time zone the session last saw for its user (set at sign-in and by the
 * daily-visit check): a hint that saves a query, never trusted without checking.
 */
export const SessionTimezone = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string | undefined => {
    const req = ctx.switchToHttp().getRequest<Request>();
    const zone = (req.session as { timezone?: unknown } | undefined)?.timezone;
    return typeof zone === 'string' ? zone : undefined;
  },
);
