import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Res,
} from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../../../shared/http/api-errors.decorator';
import { CurrentUserId } from '../../../../shared/http/current-user.decorator';
import { recordId } from '../../../../shared/http/record-id.pipe';
import { HotRead } from '../../../../shared/http/hot-reads/hot-read.decorator';
import { ApiIfMatch, IfMatchCondition, VersionEtags } from '../../../../shared/http/if-match';
import {
  answerCreated,
  ApiIdempotencyKey,
  IdempotencyKey,
} from '../../../../shared/http/idempotency-key';
import type { VersionCondition } from '../../../../shared/domain/versioning';
import { CreateGoalUseCase } from '../../application/create-goal.use-case';
import { CreateGoalsBatchUseCase } from '../../application/create-goals-batch.use-case';
import { DeleteGoalUseCase } from '../../application/delete-goal.use-case';
import { GetGoalUseCase } from '../../application/get-goal.use-case';
import { ListGoalsUseCase } from '../../application/list-goals.use-case';
import { UpdateGoalUseCase } from '../../application/update-goal.use-case';
import { CreateGoalDto, CreateGoalsBatchDto, UpdateGoalDto } from './dto/goal-input.dto';
import { GoalResponseDto } from './dto/goal-response.dto';
import { GOAL_LIST_VERSIONS } from '../persistence/goal-list-versions';

@ApiTags('goals')
@ApiCookieAuth()
@VersionEtags()
@Controller('goals')
export class GoalsController {
  constructor(
    private readonly listGoals: ListGoalsUseCase,
    private readonly getGoal: GetGoalUseCase,
    private readonly createGoal: CreateGoalUseCase,
    private readonly createGoals: CreateGoalsBatchUseCase,
    private readonly updateGoal: UpdateGoalUseCase,
    private readonly deleteGoal: DeleteGoalUseCase,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listGoals', summary: "The signed-in user's goals, newest first" })
  @ApiOkResponse({ type: GoalResponseDto, isArray: true })
  @ApiErrors(401)
  @HotRead({ keptWhileUnchanged: GOAL_LIST_VERSIONS })
  async list(@CurrentUserId() userId: string): Promise<GoalResponseDto[]> {
    return (await this.listGoals.execute(userId)).map(GoalResponseDto.from);
  }

  @Post()
  @ApiOperation({
    operationId: 'createGoal',
    summary: 'Create a goal (not completed, progress 0, tracked by percentage unless given)',
  })
  @ApiIdempotencyKey()
  @ApiCreatedResponse({ type: GoalResponseDto })
  @ApiErrors(400, 401, 403, 413, 415)
  async create(
    @CurrentUserId() userId: string,
    @Body() dto: CreateGoalDto,
    @IdempotencyKey() key: string | null,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GoalResponseDto> {
    return GoalResponseDto.from(
      answerCreated(res, await this.createGoal.execute(userId, dto, key)),
    );
  }

  @Post('batch')
  @ApiOperation({
    operationId: 'createGoals',
    summary: 'Create up to 500 goals at once (rapid goal writing): all or none',
    description:
      'With an Idempotency-Key header, a retry within 24 hours answers the first result (header Idempotent-Replayed: true) instead of creating the goals again; the same key with a different body is 422.',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: '1 to 255 visible ASCII characters, e.g. a UUID made by the client per save',
  })
  @ApiCreatedResponse({ type: GoalResponseDto, isArray: true })
  @ApiErrors(400, 401, 403, 409, 413, 415, 422)
  async createBatch(
    @CurrentUserId() userId: string,
    @Body() dto: CreateGoalsBatchDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GoalResponseDto[]> {
    const result = await this.createGoals.execute({
      userId,
      goals: dto.goals,
      idempotencyKey: idempotencyKey ?? null,
    });
    if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return result.goals.map(GoalResponseDto.from);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getGoal', summary: 'One goal' })
  @ApiOkResponse({ type: GoalResponseDto })
  @ApiErrors(401, 404)
  async get(
    @CurrentUserId() userId: string,
    @Param('id', recordId) id: string,
  ): Promise<GoalResponseDto> {
    return GoalResponseDto.from(await this.getGoal.execute(userId, id));
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateGoal',
    summary: 'Change a goal; progress and completion follow its tracking type',
  })
  @ApiOkResponse({ type: GoalResponseDto, description: 'The whole goal after the change' })
  @ApiIfMatch('goal')
  @ApiErrors(400, 401, 403, 404, 413, 415)
  async update(
    @CurrentUserId() userId: string,
    @Param('id', recordId) id: string,
    @Body() dto: UpdateGoalDto,
    @IfMatchCondition() condition: VersionCondition,
  ): Promise<GoalResponseDto> {
    const { goal } = await this.updateGoal.execute(userId, id, dto, condition);
    return GoalResponseDto.from(goal);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteGoal', summary: 'Delete a goal' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiIfMatch('goal')
  @ApiErrors(401, 403, 404)
  async remove(
    @CurrentUserId() userId: string,
    @Param('id', recordId) id: string,
    @IfMatchCondition() condition: VersionCondition,
  ): Promise<void> {
    await this.deleteGoal.execute(userId, id, condition);
  }
}
