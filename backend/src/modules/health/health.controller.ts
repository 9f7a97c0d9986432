import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { DomainError } from '../../shared/domain/domain-error';
import { ApiErrors } from '../../shared/http/api-errors.decorator';
import { Public } from '../../shared/http/public.decorator';
import { AppLifecycle } from '../../shared/lifecycle/app-lifecycle';

class HealthDto {
  @ApiProperty({ example: 'ok' }) status: 'ok';
  @ApiProperty({ example: 'up' }) database: 'up';
}

/** For load balancers and container health checks. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    private readonly lifecycle: AppLifecycle,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    operationId: 'getHealth',
    summary: '200 when the app and its database answer; 503 while the node drains for shutdown',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiErrors(503)
  async health(): Promise<HealthDto> {
    if (this.lifecycle.draining) throw new DomainError('UNAVAILABLE', 'Shutting down');
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new DomainError('UNAVAILABLE', 'Database unavailable');
    }
    return { status: 'ok', database: 'up' };
  }
}
