import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Body, Controller, Delete, Get, HttpCode, Put, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { localDate } from '../../../../shared/domain/calendar';
import { ApiErrors } from '../../../../shared/http/api-errors.decorator';
import { CurrentUserId } from '../../../../shared/http/current-user.decorator';
import { ApiIfMatch, IfMatchCondition, VersionEtags } from '../../../../shared/http/if-match';
import type { VersionCondition } from '../../../../shared/domain/versioning';
import { type AppSessionData, SessionRegistry } from '../../../../shared/session/session-registry';
import { ChangePasswordUseCase } from '../../application/change-password.use-case';
import { DeleteAccountUseCase } from '../../application/delete-account.use-case';
import { ExportUserDataUseCase } from '../../application/export-user-data.use-case';
import { GetDataSummaryUseCase } from '../../application/get-data-summary.use-case';
import {
  GetPreferencesUseCase,
  UpdatePreferencesUseCase,
} from '../../application/preferences.use-cases';
import { UpdateProfileUseCase } from '../../application/update-profile.use-case';
import { ChangePasswordDto } from './dto/change-password.dto';
import { DataSummaryDto } from './dto/data-summary.dto';
import { DeleteAccountDto } from './dto/delete-account.dto';
import { PreferencesDto, UpdatePreferencesDto } from './dto/preferences.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserExportDto } from './dto/user-export.dto';
import { UserResponseDto } from './dto/user-response.dto';
import {
  clearSessionCookie,
  clientNetwork,
  destroySession,
  logOut,
  renewSessionId,
} from './session-login';

type AppRequest = Request & { session: Request['session'] & AppSessionData };

/** The signed-in user's own account: profile, settings, password, export, deletion. */
@ApiTags('user')
@ApiCookieAuth()
@VersionEtags()
@Controller('user')
export class AccountController {
  constructor(
    private readonly updateProfileUseCase: UpdateProfileUseCase,
    private readonly getPreferencesUseCase: GetPreferencesUseCase,
    private readonly updatePreferencesUseCase: UpdatePreferencesUseCase,
    private readonly changePasswordUseCase: ChangePasswordUseCase,
    private readonly exportUseCase: ExportUserDataUseCase,
    private readonly deleteAccountUseCase: DeleteAccountUseCase,
    private readonly dataSummaryUseCase: GetDataSummaryUseCase,
    private readonly sessions: SessionRegistry,
  ) {}

  @Put('profile')
  @ApiOperation({
    operationId: 'updateProfile',
    summary: 'Change first name, last name and time zone (the email never changes)',
  })
  @ApiOkResponse({ type: UserResponseDto, description: 'The updated current user' })
  @ApiIfMatch('profile')
  @ApiErrors(400, 401, 403, 413, 415)
  async updateProfile(
    @CurrentUserId() userId: string,
    @Body() dto: UpdateProfileDto,
    @Req() req: Request,
    @IfMatchCondition() condition: VersionCondition,
  ): Promise<UserResponseDto> {
    const { before, after: user } = await this.updateProfileUseCase.update(
      userId,
      { firstName: dto.firstName, lastName: dto.lastName, timezone: dto.timezone },
      condition,
    );
    // The streak counts days in the new zone from now on.
    const session = (req as AppRequest).session;
    if (session && session.timezone !== user.timezone) {
      session.timezone = user.timezone;
      session.activeDay = user.lastActiveDay ?? localDate(new Date(), user.timezone);
    }
    // The user's other sessions (other devices) still hold the day they counted in the
    // old zone: they forget it, so their next request counts the visit in the new one.
    if (before.timezone !== user.timezone) {
      await this.sessions.forgetCountedDay(userId, req.sessionID);
    }
    return UserResponseDto.from(user);
  }

  @Get('preferences')
  @ApiOperation({
    operationId: 'getPreferences',
    summary: 'Notification and appearance settings (the defaults until saved)',
  })
  @ApiOkResponse({ type: PreferencesDto })
  @ApiErrors(401)
  async preferences(@CurrentUserId() userId: string): Promise<PreferencesDto> {
    return PreferencesDto.from(await this.getPreferencesUseCase.execute(userId));
  }

  @Put('preferences')
  @ApiOperation({
    operationId: 'updatePreferences',
    summary: 'Save some settings; fields left out keep their value. Answers all of them.',
  })
  @ApiOkResponse({ type: PreferencesDto })
  @ApiIfMatch('settings')
  @ApiErrors(400, 401, 403, 413, 415)
  async updatePreferences(
    @CurrentUserId() userId: string,
    @Body() dto: UpdatePreferencesDto,
    @IfMatchCondition() condition: VersionCondition,
  ): Promise<PreferencesDto> {
    return PreferencesDto.from(
      await this.updatePreferencesUseCase.execute(
        userId,
        { notifications: dto.notifications, appearance: dto.appearance },
        condition,
      ),
    );
  }

  @Put('password')
  @HttpCode(204)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Change the password; every other session of the user ends',
  })
  @ApiNoContentResponse({
    description: 'Changed; this session stays signed in under a new session id (a new cookie)',
  })
  @ApiErrors(400, 401, 403, 413, 415, 429)
  async changePassword(
    @CurrentUserId() userId: string,
    @Body() dto: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<void> {
    const session = (req as AppRequest).session;
    await this.changePasswordUseCase.execute({
      userId,
      currentPassword: dto.currentPassword,
      newPassword: dto.newPassword,
      currentSessionId: req.sessionID,
      currentLoginHistoryId: session?.loginHistoryId ?? null,
      clientNetwork: clientNetwork(req),
    });
    await renewSessionId(req, userId);
  }

  @Get('data-summary')
  @ApiOperation({
    operationId: 'getDataSummary',
    summary: "The user's counts of goals, reflections and values",
  })
  @ApiOkResponse({ type: DataSummaryDto })
  @ApiErrors(401)
  async dataSummary(@CurrentUserId() userId: string): Promise<DataSummaryDto> {
    return DataSummaryDto.from(await this.dataSummaryUseCase.execute(userId));
  }

  @Get('export')
  @ApiProduces('application/json')
  @ApiOperation({
    operationId: 'exportUserData',
    summary: "Download all of the user's data as one JSON document (streamed)",
  })
  @ApiOkResponse({ type: UserExportDto, description: 'An attachment: lodestar-export-<date>.json' })
  @ApiErrors(401)
  async export(@CurrentUserId() userId: string, @Res() res: Response): Promise<void> {
    const { day, chunks } = await this.exportUseCase.execute(userId);
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="lodestar-export-${day}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    try {
      await pipeline(Readable.from(chunks), res);
    } catch {
      // The client went away or a read failed mid-stream: the headers are sent,
      // so all we can do is end the response (a truncated document is invalid JSON).
      if (!res.writableEnded) res.destroy();
    }
  }

  @Delete()
  @HttpCode(204)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    operationId: 'deleteAccount',
    summary: 'Delete the account and all its data; every session ends',
  })
  @ApiNoContentResponse({ description: 'Deleted and signed out (the session cookie is cleared)' })
  @ApiErrors(400, 401, 403, 413, 415, 429)
  async deleteAccount(
    @CurrentUserId() userId: string,
    @Body() dto: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.deleteAccountUseCase.execute(userId, dto.password, clientNetwork(req));
    await logOut(req);
    await destroySession(req);
    clearSessionCookie(req, res);
  }
}
