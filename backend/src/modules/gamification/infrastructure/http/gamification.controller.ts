import { Body, Controller, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../../../shared/http/api-errors.decorator';
import { CurrentUserId } from '../../../../shared/http/current-user.decorator';
import { ListGamificationEventsUseCase } from '../../application/list-gamification-events.use-case';
import { RecordGamificationEventsUseCase } from '../../application/record-gamification-events.use-case';
import { GamificationLogDto, RecordGamificationEventsDto } from './dto/gamification-event.dto';
import { logEtag, versionNamedBy } from './log-etag';

const ETAG_HEADER = {
  ETag: {
    description:
      'The version of your log (`"log-<owner>-<n>"`): send it back as If-None-Match to be told 304 while the log is unchanged',
    schema: { type: 'string' },
  },
};

@ApiTags('gamification')
@ApiCookieAuth()
@Controller('gamification/events')
export class GamificationController {
  constructor(
    private readonly list: ListGamificationEventsUseCase,
    private readonly record: RecordGamificationEventsUseCase,
  ) {}

  /**
   * The whole log, or 304 (no body) when If-None-Match names its current version. The
   * version and the log are one query, and an unchanged log is not read. The tag is
   * compared here whatever the request's Cache-Control: a browser adds `no-cache` to a
   * request that carries If-None-Match of its own (every `/api` answer is `no-store`, so
   * the client keeps the tag and sends it itself), and Express's freshness check would
   * then never answer 304.
   */
  @Get()
  @ApiOperation({
    operationId: 'listGamificationEvents',
    summary: 'Your whole activity log (304 while unchanged since the ETag you send)',
  })
  @ApiHeader({
    name: 'If-None-Match',
    required: false,
    description: 'The ETag of the log as last read: 304 while it is unchanged',
  })
  @ApiOkResponse({ type: GamificationLogDto, headers: ETAG_HEADER })
  @ApiResponse({ status: 304, description: 'Unchanged since the ETag sent', headers: ETAG_HEADER })
  @ApiErrors(401)
  async listGamificationEvents(
    @CurrentUserId() userId: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const log = await this.list.execute(userId, versionNamedBy(ifNoneMatch, userId));
    res.setHeader('ETag', logEtag(userId, log.version));
    if (log.events === null) {
      res.status(304).end();
      return;
    }
    res.status(200).json(GamificationLogDto.from(log.events));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'recordGamificationEvents',
    summary:
      'Merges up to 500 events into your log by id (first write wins) and answers the whole log',
  })
  @ApiOkResponse({ type: GamificationLogDto, headers: ETAG_HEADER })
  @ApiErrors(400, 401, 403, 413, 415)
  async recordGamificationEvents(
    @CurrentUserId() userId: string,
    @Body() body: RecordGamificationEventsDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GamificationLogDto> {
    const log = await this.record.execute(userId, body.events);
    res.setHeader('ETag', logEtag(userId, log.version));
    return GamificationLogDto.from(log.events);
  }
}
