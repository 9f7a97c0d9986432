import type { NextFunction, Request, Response } from 'express';
import type { PasswordHasher } from '../../domain/password-hasher';

/**
 * POST /api/login while the hashing line is full: the same 429 (Retry-After,
 * the shared error body) that the sign-in use case gives, but at the door,
 * before the body is parsed, the session loaded and Nest's pipeline run. In a
 * flood this is most requests, on an event loop that also serves everyone
 * else's reads (issue 7: "the excess gets 429 quickly"). Mounted in
 * app.factory.ts; the error goes to the shared HTTP error handler.
 */
export function signInFloodGuard(hasher: PasswordHasher) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    try {
      hasher.refuseIfBusy();
    } catch (error) {
      return next(error);
    }
    return next();
  };
}
