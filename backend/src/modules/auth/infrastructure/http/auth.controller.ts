import { Body, Controller, Get, HttpCode, Logger, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../../../shared/http/api-errors.decorator';
import { CurrentUserId } from '../../../../shared/http/current-user.decorator';
import { HotRead } from '../../../../shared/http/hot-reads/hot-read.decorator';
import { VersionEtags } from '../../../../shared/http/if-match';
import { Public } from '../../../../shared/http/public.decorator';
import type { AppSessionData } from '../../../../shared/session/session-registry';
import { InvalidCredentialsError, SignInUnavailableError } from '../../domain/auth.errors';
import { AuthenticateUserUseCase } from '../../application/authenticate-user.use-case';
import { GetCurrentUserUseCase } from '../../application/get-current-user.use-case';
import { RegisterUserUseCase } from '../../application/register-user.use-case';
import { SignOutUseCase } from '../../application/sign-out.use-case';
import { UndoRegistrationUseCase } from '../../application/undo-registration.use-case';
import { LocalAuthGuard } from '../passport/local-auth.guard';
import type { SignedInPrincipal } from '../passport/local.strategy';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { UserResponseDto } from './dto/user-response.dto';
import {
  bindSession,
  clearSessionCookie,
  destroySession,
  forgetSession,
  logIn,
  logOut,
  type ReplacedSession,
  saveSession,
  signedInSession,
} from './session-login';

@ApiTags('auth')
@Controller()
export class AuthController {
  private readonly logger = new Logger('AuthController');

  constructor(
    private readonly register: RegisterUserUseCase,
    private readonly undoRegistration: UndoRegistrationUseCase,
    private readonly signOut: SignOutUseCase,
    private readonly currentUser: GetCurrentUserUseCase,
    private readonly authenticateUser: AuthenticateUserUseCase,
  ) {}

  @Post('register')
  @Public()
  // The user answered as GET /api/auth/user answers it: ETag "<version>" (it was Express's
  // hash of the bytes, which no If-Match of the profile matches).
  @VersionEtags()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ operationId: 'register', summary: 'Create an account and sign in' })
  @ApiCreatedResponse({
    type: UserResponseDto,
    description: 'The new user, signed in (session cookie set)',
  })
  @ApiErrors(400, 403, 409, 413, 415, 429)
  async registerUser(@Body() dto: RegisterDto, @Req() req: Request): Promise<UserResponseDto> {
    const replaces = signedInSession(req);
    const replacedId = req.sessionID;
    const signedIn = await this.register.execute({
      ...dto,
      ipAddress: req.ip ?? null,
      userAgent: req.get('user-agent') ?? null,
    });
    try {
      await logIn(req, { id: signedIn.user.id });
      bindSession(req, signedIn, false);
      // Stored before answering: a store that fails (Redis down) fails here, not after a 201.
      await saveSession(req);
    } catch (error) {
      // The account was written but cannot be signed in: it goes again, so that the retry
      // registers it rather than answering "already exists" (a failed write leaves the
      // data as it was). Nothing of this session may be stored after it.
      // The browser's earlier session ended if its id was renewed: its entry closes now.
      const renewed = req.sessionID !== replacedId;
      forgetSession(req);
      if (renewed) await this.closeReplaced(replaces);
      this.logger.error(
        `A sign-up's session could not be stored; its account is taken back: ${(error as Error)?.message ?? String(error)}`,
      );
      try {
        await this.undoRegistration.execute(signedIn);
      } catch (undoError) {
        this.logger.error(
          `The account ${signedIn.user.id}, whose session could not be stored, could not be removed: ${(undoError as Error)?.message ?? String(undoError)}`,
        );
      }
      throw new SignInUnavailableError();
    }
    await this.closeReplaced(replaces);
    return UserResponseDto.from(signedIn.user);
  }

  @Post('login')
  @Public()
  @VersionEtags()
  @HttpCode(200)
  @UseGuards(ThrottlerGuard, LocalAuthGuard)
  @ApiOperation({ operationId: 'login', summary: 'Sign in with email and password' })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({
    type: UserResponseDto,
    description: 'The user, signed in (a new session id is issued)',
  })
  @ApiErrors(400, 401, 403, 413, 415, 429)
  async login(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserResponseDto> {
    const principal = req.user as SignedInPrincipal;
    const body = req.body as LoginDto;
    const replacedId = req.sessionID;
    try {
      // A new session id (fixation), stored now rather than as the answer goes. Stored
      // first, then checked below: a password change that ended every other session before
      // this one reached the store is seen there, and this session goes the same way.
      await logIn(req, principal);
      bindSession(req, principal.signedIn, body.rememberMe === true);
      await saveSession(req);
    } catch (error) {
      // The store is down (Redis): 503. The browser's earlier session ended if its id was
      // renewed; this one was never stored, so its own entry ends now too.
      const renewed = req.sessionID !== replacedId;
      forgetSession(req);
      if (renewed) await this.closeReplaced(principal.replaces);
      await this.closeReplaced({
        userId: principal.id,
        loginHistoryId: principal.signedIn.loginHistoryId,
      });
      this.logger.error(
        `A sign-in's session could not be stored: ${(error as Error)?.message ?? String(error)}`,
      );
      throw new SignInUnavailableError();
    }
    await this.closeReplaced(principal.replaces);
    if (!(await this.authenticateUser.stillCurrent(principal.signedIn))) {
      await this.endSession(req, res, principal.id, principal.signedIn.loginHistoryId);
      throw new InvalidCredentialsError();
    }
    return UserResponseDto.from(principal.signedIn.user);
  }

  @Post('logout')
  @Public()
  @HttpCode(204)
  @ApiOperation({ operationId: 'logout', summary: 'Sign out and end the session' })
  @ApiNoContentResponse({ description: 'Signed out (also when nobody was signed in)' })
  @ApiErrors(403)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const userId = (req.user as { id?: string } | undefined)?.id;
    const session = req.session as (Request['session'] & AppSessionData) | undefined;
    await this.endSession(req, res, userId, session?.loginHistoryId ?? null);
  }

  /**
   * Closes the login-history entry of the session this browser was signed in with, which
   * the sign-in's new session id has just ended (same account or another). Its end is
   * now. Should that write fail, the sign-in stands and the entry stays open (logged).
   */
  private async closeReplaced(replaced: ReplacedSession | null | undefined): Promise<void> {
    if (!replaced) return;
    try {
      await this.signOut.execute(replaced.userId, replaced.loginHistoryId);
    } catch (error) {
      this.logger.warn(
        `The login-history entry of a replaced session stays open: ${(error as Error)?.message ?? String(error)}`,
      );
    }
  }

  /** Signs out (closing the login-history entry), ends the session and clears its cookie. */
  private async endSession(
    req: Request,
    res: Response,
    userId: string | undefined,
    loginHistoryId: string | null,
  ): Promise<void> {
    if (userId) {
      await this.signOut.execute(userId, loginHistoryId);
      await logOut(req);
    }
    await destroySession(req);
    clearSessionCookie(req, res);
  }

  @Get('auth/user')
  @ApiCookieAuth()
  @VersionEtags()
  // Asked on every page load: answered in front of Express and Nest in the common
  // case, with the same version ETag (docs/adr/0006-hot-reads.md).
  @HotRead()
  @ApiOperation({ operationId: 'getCurrentUser', summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(401)
  async me(@CurrentUserId() userId: string): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.currentUser.execute(userId));
  }
}
