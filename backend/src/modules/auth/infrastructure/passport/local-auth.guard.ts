import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../../../shared/http/validation.pipe';
import { LoginDto } from '../http/dto/login.dto';

/**
 * Validates the login body first (400 naming the field), then runs the
 * passport-local strategy, then logs the user in: passport regenerates the
 * session id at that moment, so a planted session id is worthless.
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
    await super.logIn(req);
    return ok;
  }
}
