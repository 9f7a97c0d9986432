import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
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
import {
  CreateWeeklyReflectionDto,
  ReflectionsQueryDto,
  WeeklyReflectionDto,
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
  @ApiOperation({ operationId: 'listReflections', summary: 'Weekly reflections, newest first' })
  @ApiOkResponse({ type: WeeklyReflectionDto, isArray: true })
  @ApiErrors(400, 401)
  async listReflections(
    @CurrentUserId() userId: string,
    @Query() _query: ReflectionsQueryDto,
  ): Promise<WeeklyReflectionDto[]> {
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
