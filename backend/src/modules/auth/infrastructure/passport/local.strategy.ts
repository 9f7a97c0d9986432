import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AuthenticateUserUseCase } from '../../application/authenticate-user.use-case';
import type { SignedIn } from '../../application/signed-in';
import { clientNetwork, type ReplacedSession } from '../http/session-login';

/** What passport puts on req.user right after a successful sign-in. */
export interface SignedInPrincipal {
  id: string;
  signedIn: SignedIn;
  /** The signed-in session this sign-in replaced on the same browser (set by the guard). */
  replaces?: ReplacedSession | null;
}

/** passport-local: email + password checked by the AuthenticateUser use case. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly authenticateUser: AuthenticateUserUseCase) {
    super({
      usernameField: 'email',
      passwordField: 'password',
      passReqToCallback: true,
      session: true,
    });
  }

  async validate(req: Request, email: string, password: string): Promise<SignedInPrincipal> {
    const signedIn = await this.authenticateUser.execute({
      email,
      password,
      ipAddress: req.ip ?? 'unknown',
      clientNetwork: clientNetwork(req),
      userAgent: req.get('user-agent') ?? null,
    });
    return { id: signedIn.user.id, signedIn };
  }
}
