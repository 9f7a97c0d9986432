import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
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
import {
  CreateValueUseCase,
  DeleteValueUseCase,
  ListValuesUseCase,
  UpdateValueUseCase,
} from '../../application/values.use-cases';
import { CreateValueDto, UpdateValueDto, ValueDto } from './dto/value.dto';

@ApiTags('values')
@ApiCookieAuth()
@VersionEtags()
@Controller('values')
export class ValuesController {
  constructor(
    private readonly list: ListValuesUseCase,
    private readonly create: CreateValueUseCase,
    private readonly update: UpdateValueUseCase,
    private readonly remove: DeleteValueUseCase,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listValues', summary: "The user's core values, oldest first" })
  @ApiOkResponse({ type: ValueDto, isArray: true })
  @ApiErrors(401)
  async listValues(@CurrentUserId() userId: string): Promise<ValueDto[]> {
    return (await this.list.execute(userId)).map(ValueDto.from);
  }

  @Post()
  @ApiOperation({ operationId: 'createValue', summary: 'Define a value' })
  @ApiIdempotencyKey()
  @ApiCreatedResponse({ type: ValueDto })
  @ApiErrors(400, 401, 403, 413, 415)
  async createValue(
    @CurrentUserId() userId: string,
    @Body() dto: CreateValueDto,
    @IdempotencyKey() key: string | null,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ValueDto> {
    return ValueDto.from(answerCreated(res, await this.create.execute({ userId, ...dto }, key)));
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateValue',
    summary: 'Change some fields of a value (e.g. only alignmentScore)',
  })
  @ApiOkResponse({ type: ValueDto })
  @ApiIfMatch('value')
  @ApiErrors(400, 401, 403, 404, 413, 415)
  async updateValue(
    @CurrentUserId() userId: string,
    @Param('id', recordId) id: string,
    @Body() dto: UpdateValueDto,
    @IfMatchCondition() condition: VersionCondition,
  ): Promise<ValueDto> {
    return ValueDto.from(await this.update.execute(userId, id, dto, condition));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteValue', summary: 'Delete a value' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiIfMatch('value')
  @ApiErrors(401, 403, 404)
  async deleteValue(
    @CurrentUserId() userId: string,
    @Param('id', recordId) id: string,
    @IfMatchCondition() condition: VersionCondition,
  ): Promise<void> {
    await this.remove.execute(userId, id, condition);
  }
}
