import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../../shared/http/api-errors.decorator';
import { CurrentUserId, SessionTimezone } from '../../../../shared/http/current-user.decorator';
import { HotRead } from '../../../../shared/http/hot-reads/hot-read.decorator';
import { GetDashboardStatsUseCase } from '../../application/get-dashboard-stats.use-case';
import { DashboardStatsDto } from './dto/dashboard-stats.dto';

@ApiTags('stats')
@ApiCookieAuth()
@Controller('dashboard')
export class StatsController {
  constructor(private readonly dashboardStats: GetDashboardStatsUseCase) {}

  @Get('stats')
  @ApiOperation({
    operationId: 'getDashboardStats',
    summary: 'Active and completed goals, login streak, completion rate and monthly progress',
  })
  @ApiOkResponse({ type: DashboardStatsDto })
  @ApiErrors(401)
  @HotRead()
  async stats(
    @CurrentUserId() userId: string,
    @SessionTimezone() zone: string | undefined,
  ): Promise<DashboardStatsDto> {
    return DashboardStatsDto.from(await this.dashboardStats.execute(userId, zone));
  }
}
