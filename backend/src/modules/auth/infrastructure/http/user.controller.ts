import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../../shared/http/api-errors.decorator';
import { CurrentUserId } from '../../../../shared/http/current-user.decorator';
import { HotRead } from '../../../../shared/http/hot-reads/hot-read.decorator';
import { GetCurrentUserUseCase } from '../../application/get-current-user.use-case';
import { ListLoginHistoryUseCase } from '../../application/list-login-history.use-case';
import { LoginHistoryEntryDto } from './dto/login-history-entry.dto';
import { UserStatsDto } from './dto/user-stats.dto';

@ApiTags('user')
@ApiCookieAuth()
@Controller('user')
export class UserController {
  constructor(
    private readonly currentUser: GetCurrentUserUseCase,
    private readonly history: ListLoginHistoryUseCase,
  ) {}

  @Get('stats')
  @ApiOperation({ operationId: 'getUserStats', summary: 'Login streak and counts' })
  @ApiOkResponse({ type: UserStatsDto })
  @ApiErrors(401)
  // Asked on every visit of the dashboard (its login streak widget): answered in front of
  // Express and Nest in the common case (docs/adr/0006-hot-reads.md).
  @HotRead()
  async stats(@CurrentUserId() userId: string): Promise<UserStatsDto> {
    return UserStatsDto.from(await this.currentUser.execute(userId));
  }

  @Get('login-history')
  @ApiOperation({
    operationId: 'listLoginHistory',
    summary: 'The most recent 100 sign-ins, newest first',
  })
  @ApiOkResponse({ type: LoginHistoryEntryDto, isArray: true })
  @ApiErrors(401)
  async loginHistory(@CurrentUserId() userId: string): Promise<LoginHistoryEntryDto[]> {
    return (await this.history.execute(userId)).map(LoginHistoryEntryDto.from);
  }
}
