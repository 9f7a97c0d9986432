import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../../../shared/http/api-errors.decorator';
import { CurrentUserId } from '../../../../shared/http/current-user.decorator';
import { recordId } from '../../../../shared/http/record-id.pipe';
import {
  answerCreated,
  ApiIdempotencyKey,
  IdempotencyKey,
} from '../../../../shared/http/idempotency-key';
import { ApiIfMatch, IfMatchCondition, VersionEtags } from '../../../../shared/http/if-match';
import type { VersionCondition } from '../../../../shared/domain/versioning';
import { CreateDailyReflectionUseCase } from '../../application/create-daily-reflection.use-case';
import { DeleteDailyReflectionUseCase } from '../../application/delete-daily-reflection.use-case';
import { ListDailyReflectionsUseCase } from '../../application/list-daily-reflections.use-case';
import { ListReflectionAchievementsUseCase } from '../../application/list-reflection-achievements.use-case';
import { UpdateDailyReflectionUseCase } from '../../application/update-daily-reflection.use-case';
import { parseJournalCursor } from '../../domain/daily-reflection';
import {
  AwardedReflectionAchievementDto,
  CreateDailyReflectionDto,
  CreatedDailyReflectionDto,
  DailyReflectionDto,
  DailyReflectionPageDto,
  DailyReflectionsQueryDto,
  UpdateDailyReflectionDto,
} from './dto/daily-reflection.dto';

@ApiTags('daily-reflections')
@ApiCookieAuth()
@VersionEtags()
@Controller('daily-reflections')
export class DailyReflectionsController {
  constructor(
    private readonly list: ListDailyReflectionsUseCase,
    private readonly create: CreateDailyReflectionUseCase,
    private readonly update: UpdateDailyReflectionUseCase,
    private readonly achievements: ListReflectionAchievementsUseCase,
    private readonly remove: DeleteDailyReflectionUseCase,
  ) {}

  @Get('achievements')
  @ApiOperation({
    operationId: 'listReflectionAchievements',
    summary: 'The reflection achievements earned, oldest first (their XP is in the log already)',
  })
  @ApiOkResponse({ type: AwardedReflectionAchievementDto, isArray: true })
  @ApiErrors(401)
  async listAchievements(
    @CurrentUserId() userId: string,
  ): Promise<AwardedReflectionAchievementDto[]> {
    return (await this.achievements.execute(userId)).map(
      AwardedReflectionAchievementDto.fromAwarded,
    );
  }

  @Get()
  @ApiOperation({
    operationId: 'listDailyReflections',
    summary:
      'All daily reflections newest first (an array); only those of ?date=yyyy-MM-dd; ' +
      'or one page of them with ?limit= and ?before= (a DailyReflectionPageDto)',
  })
  @ApiExtraModels(DailyReflectionDto, DailyReflectionPageDto)
  @ApiOkResponse({
    description: 'An array of reflections; with limit or before, one page (DailyReflectionPageDto)',
    schema: {
      oneOf: [
        { type: 'array', items: { $ref: getSchemaPath(DailyReflectionDto) } },
        { $ref: getSchemaPath(DailyReflectionPageDto) },
      ],
    },
  })
  @ApiErrors(400, 401)
  async listReflections(
    @CurrentUserId() userId: string,
    @Query() query: DailyReflectionsQueryDto,
  ): Promise<DailyReflectionDto[] | DailyReflectionPageDto> {
    if (query.limit !== undefined || query.before !== undefined) {
      const after = query.before === undefined ? undefined : parseJournalCursor(query.before);
      const page = await this.list.page(userId, query.limit, after ?? undefined);
      return {
        reflections: page.reflections.map(DailyReflectionDto.from),
        nextBefore: page.nextBefore,
      };
    }
    return (await this.list.execute(userId, query.date)).map(DailyReflectionDto.from);
  }

  @Post()
  @ApiOperation({
    operationId: 'createDailyReflection',
    summary: 'Write a morning or evening session; answers the XP and achievements it earned',
  })
  @ApiIdempotencyKey()
  @ApiCreatedResponse({ type: CreatedDailyReflectionDto })
  @ApiErrors(400, 401, 403, 409, 413, 415)
  async createReflection(
    @CurrentUserId() userId: string,
    @Body() dto: CreateDailyReflectionDto,
    @IdempotencyKey() key: string | null,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreatedDailyReflectionDto> {
    return CreatedDailyReflectionDto.fromRewarded(
      answerCreated(res, await this.create.execute({ userId, ...dto }, key)),
    );
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'updateDailyReflection',
    summary: "Rewrite a session's answers (awards nothing)",
  })
  @ApiOkResponse({ type: DailyReflectionDto })
  @ApiIfMatch('reflection')
  @ApiErrors(400, 401, 403, 404, 409, 413, 415)
  async updateReflection(
    @CurrentUserId() userId: string,
    @Param('id', recordId) id: string,
    @Body() dto: UpdateDailyReflectionDto,
    @IfMatchCondition() condition: VersionCondition,
  ): Promise<DailyReflectionDto> {
    return DailyReflectionDto.from(await this.update.execute({ userId, id, ...dto, condition }));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteDailyReflection',
    summary: 'Delete a morning or evening session (the XP it earned stays earned)',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiIfMatch('reflection')
  @ApiErrors(401, 403, 404)
  async deleteReflection(
    @CurrentUserId() userId: string,
    @Param('id', recordId) id: string,
    @IfMatchCondition() condition: VersionCondition,
  ): Promise<void> {
    await this.remove.execute(userId, id, condition);
  }
}
