import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../../shared/http/api-errors.decorator';
import { CurrentUserId } from '../../../../shared/http/current-user.decorator';
import { ListGamificationEventsUseCase } from '../../application/list-gamification-events.use-case';
import { RecordGamificationEventsUseCase } from '../../application/record-gamification-events.use-case';
import { GamificationLogDto, RecordGamificationEventsDto } from './dto/gamification-event.dto';

@ApiTags('gamification')
@ApiCookieAuth()
@Controller('gamification/events')
export class GamificationController {
  constructor(
    private readonly list: ListGamificationEventsUseCase,
    private readonly record: RecordGamificationEventsUseCase,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listGamificationEvents', summary: 'Your whole activity log' })
  @ApiOkResponse({ type: GamificationLogDto })
  @ApiErrors(401)
  async listGamificationEvents(@CurrentUserId() userId: string): Promise<GamificationLogDto> {
    return GamificationLogDto.from(await this.list.execute(userId));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'recordGamificationEvents',
    summary:
      'Merges up to 500 events into your log by id (first write wins) and answers the whole log',
  })
  @ApiOkResponse({ type: GamificationLogDto })
  @ApiErrors(400, 401, 403, 413, 415)
  async recordGamificationEvents(
    @CurrentUserId() userId: string,
    @Body() body: RecordGamificationEventsDto,
  ): Promise<GamificationLogDto> {
    return GamificationLogDto.from(await this.record.execute(userId, body.events));
  }
}
