import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../../../shared/http/api-errors.decorator';
import { CurrentUserId } from '../../../../shared/http/current-user.decorator';
import {
  answerCreated,
  ApiIdempotencyKey,
  IdempotencyKey,
} from '../../../../shared/http/idempotency-key';
import {
  CreateWeeklyReflectionUseCase,
  ListWeeklyReflectionsUseCase,
} from '../../application/weekly-reflections.use-case';
import { parseWeeklyCursor } from '../../domain/weekly-reflection';
import {
  CreateWeeklyReflectionDto,
  ReflectionsQueryDto,
  WeeklyReflectionDto,
  WeeklyReflectionPageDto,
} from './dto/weekly-reflection.dto';

/** The spec's Reflection entity: weekly reviews (decisions.md §5, §9). */
@ApiTags('reflections')
@ApiCookieAuth()
@Controller('reflections')
export class ReflectionsController {
  constructor(
    private readonly list: ListWeeklyReflectionsUseCase,
    private readonly create: CreateWeeklyReflectionUseCase,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listReflections',
    summary:
      'All weekly reflections newest first (an array), or one page of them with ?limit= ' +
      'and ?before= (a WeeklyReflectionPageDto)',
  })
  @ApiExtraModels(WeeklyReflectionDto, WeeklyReflectionPageDto)
  @ApiOkResponse({
    description: 'An array of reviews; with limit or before, one page (WeeklyReflectionPageDto)',
    schema: {
      oneOf: [
        { type: 'array', items: { $ref: getSchemaPath(WeeklyReflectionDto) } },
        { $ref: getSchemaPath(WeeklyReflectionPageDto) },
      ],
    },
  })
  @ApiErrors(400, 401)
  async listReflections(
    @CurrentUserId() userId: string,
    @Query() query: ReflectionsQueryDto,
  ): Promise<WeeklyReflectionDto[] | WeeklyReflectionPageDto> {
    if (query.limit !== undefined || query.before !== undefined) {
      const after = query.before === undefined ? undefined : parseWeeklyCursor(query.before);
      const page = await this.list.page(userId, query.limit, after ?? undefined);
      return {
        reflections: page.reflections.map(WeeklyReflectionDto.from),
        nextBefore: page.nextBefore,
      };
    }
    return (await this.list.execute(userId)).map(WeeklyReflectionDto.from);
  }

  @Post()
  @ApiOperation({ operationId: 'createReflection', summary: 'Write a weekly reflection' })
  @ApiIdempotencyKey()
  @ApiCreatedResponse({ type: WeeklyReflectionDto })
  @ApiErrors(400, 401, 403, 413, 415)
  async createReflection(
    @CurrentUserId() userId: string,
    @Body() dto: CreateWeeklyReflectionDto,
    @IdempotencyKey() key: string | null,
    @Res({ passthrough: true }) res: Response,
  ): Promise<WeeklyReflectionDto> {
    return WeeklyReflectionDto.from(
      answerCreated(res, await this.create.execute({ userId, ...dto }, key)),
    );
  }
}
