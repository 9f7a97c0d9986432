import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

/** The signed-in user's id (the session holds only the id). */
export const CurrentUserId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const id = (req.user as { id?: string } | undefined)?.id;
  if (!id) throw new UnauthorizedException('Not signed in');
  return id;
});
