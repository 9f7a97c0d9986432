import type { NextFunction, Request, Response } from 'express';

type PassportHolder = { passport?: { user?: unknown } };

/**
 * What `passport.session()` did with our serializer (the session keeps only the
 * user id), without its strategy machinery on every request: a session that
 * holds a user id puts `{ id }` on `req.user`; anything else in that place is
 * dropped, as passport drops a user it cannot deserialize. Sign-in
 * (`req.login`, which regenerates the session) and sign-out stay passport's.
 */
export function sessionUser() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const holder = (req.session as unknown as PassportHolder | undefined)?.passport;
    if (holder) {
      const id = holder.user;
      if (typeof id === 'string' && id.length > 0) req.user = { id } as Express.User;
      else if (id !== undefined) delete holder.user;
    }
    next();
  };
}
