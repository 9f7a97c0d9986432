import { Module } from '@nestjs/common';
import { GetDashboardStatsUseCase } from './application/get-dashboard-stats.use-case';
import { StatsRepository } from './domain/stats.repository';
import { StatsController } from './infrastructure/http/stats.controller';
import { TypeOrmStatsRepository } from './infrastructure/persistence/typeorm-stats.repository';

/** The dashboard's figures, aggregated by the database over the goals and users tables. */
@Module({
  controllers: [StatsController],
  providers: [
    { provide: StatsRepository, useClass: TypeOrmStatsRepository },
    GetDashboardStatsUseCase,
  ],
})
export class StatsModule {}
