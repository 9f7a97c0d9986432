import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';

/**
 * The session keeps only the user id; reading it costs no query. Routes that
 * need the user's record load it through a use case.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: { id: string }, done: (err: unknown, id?: string) => void): void {
    done(null, user.id);
  }
  deserializeUser(id: unknown, done: (err: unknown, user?: { id: string } | false) => void): void {
    done(null, typeof id === 'string' ? { id } : false);
  }
}
