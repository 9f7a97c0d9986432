import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../../../shared/http/validation.pipe';
import { LoginDto } from '../http/dto/login.dto';
import { signedInSession } from '../http/session-login';
import type { SignedInPrincipal } from './local.strategy';

/**
 * Validates the login body first (400 naming the field), then runs the
 * passport-local strategy. The controller then logs the user in: passport regenerates
 * the session id at that moment, so a planted session id is worthless. A session the
 * browser was already signed in with ends there: it is noted on the principal here.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = await this.validation.transform(req.body ?? {}, {
      type: 'body',
      metatype: LoginDto,
    });
    const ok = (await super.canActivate(context)) as boolean;
    // The session this browser was signed in with (none on the common path: no query),
    // which the new id ends: the controller signs in (a new id), then closes its entry.
    (req.user as SignedInPrincipal).replaces = signedInSession(req);
    return ok;
  }
}
