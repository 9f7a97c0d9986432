import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Res,
} from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../../../shared/http/api-errors.decorator';
import { CurrentUserId } from '../../../../shared/http/current-user.decorator';
import { recordId } from '../../../../shared/http/record-id.pipe';
import { ApiIfMatch, IfMatchCondition, VersionEtags } from '../../../../shared/http/if-match';
import {
  answerCreated,
  ApiIdempotencyKey,
  IdempotencyKey,
} from '../../../../shared/http/idempotency-key';
import type { VersionCondition } from '../../../../shared/domain/versioning';
import { MilestoneNotFoundError } from '../../domain/milestone.errors';
import { CreateMilestoneUseCase } from '../../application/create-milestone.use-case';
import { DeleteMilestoneUseCase } from '../../application/delete-milestone.use-case';
import { GetMilestoneUseCase } from '../../application/get-milestone.use-case';
import { ListMilestonesUseCase } from '../../application/list-milestones.use-case';
import { UpdateMilestoneUseCase } from '../../application/update-milestone.use-case';
import { CreateMilestoneDto } from './dto/create-milestone.dto';
import { MilestoneResponseDto } from './dto/milestone-response.dto';
import { UpdateMilestoneDto } from './dto/update-milestone.dto';

/** An id that is not a UUID names no milestone: 404, like any other unknown id. */
const milestoneId = new ParseUUIDPipe({
  exceptionFactory: () => new MilestoneNotFoundError(),
});

@ApiTags('milestones')
@ApiCookieAuth()
@VersionEtags()
@Controller('milestones')
export class MilestonesController {
  constructor(
    private readonly list: ListMilestonesUseCase,
    private readonly getOne: GetMilestoneUseCase,
    private readonly create: CreateMilestoneUseCase,
    private readonly update: UpdateMilestoneUseCase,
    private readonly remove: DeleteMilestoneUseCase,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listMilestones', summary: 'Your milestones, soonest first' })
  @ApiOkResponse({ type: MilestoneResponseDto, isArray: true })
  @ApiErrors(401)
  async listMilestones(@CurrentUserId() userId: string): Promise<MilestoneResponseDto[]> {
    return (await this.list.execute(userId)).map(MilestoneResponseDto.from);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getMilestone', summary: 'One of your milestones' })
  @ApiOkResponse({ type: MilestoneResponseDto })
  @ApiErrors(401, 404)
  async getMilestone(
    @CurrentUserId() userId: string,
    @Param('id', milestoneId, recordId) id: string,
  ): Promise<MilestoneResponseDto> {
    return MilestoneResponseDto.from(await this.getOne.execute(userId, id));
  }

  @Post()
  @ApiOperation({
    operationId: 'createMilestone',
    summary: 'Adds a milestone, optionally under one of your goals',
  })
  @ApiIdempotencyKey()
  @ApiCreatedResponse({ type: MilestoneResponseDto })
  @ApiErrors(400, 401, 403, 413, 415)
  async createMilestone(
    @CurrentUserId() userId: string,
    @Body() body: CreateMilestoneDto,
    @IdempotencyKey() key: string | null,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MilestoneResponseDto> {
    return MilestoneResponseDto.from(
      answerCreated(res, await this.create.execute(userId, body, key)),
    );
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateMilestone',
    summary: 'Edits, completes or reopens a milestone; answers the whole record',
  })
  @ApiOkResponse({ type: MilestoneResponseDto })
  @ApiIfMatch('milestone')
  @ApiErrors(400, 401, 403, 404, 413, 415)
  async updateMilestone(
    @CurrentUserId() userId: string,
    @Param('id', milestoneId, recordId) id: string,
    @Body() body: UpdateMilestoneDto,
    @IfMatchCondition() condition: VersionCondition,
  ): Promise<MilestoneResponseDto> {
    return MilestoneResponseDto.from(await this.update.execute(userId, id, body, condition));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteMilestone', summary: 'Deletes one of your milestones' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiIfMatch('milestone')
  @ApiErrors(401, 403, 404)
  async deleteMilestone(
    @CurrentUserId() userId: string,
    @Param('id', milestoneId, recordId) id: string,
    @IfMatchCondition() condition: VersionCondition,
  ): Promise<void> {
    await this.remove.execute(userId, id, condition);
  }
}
