import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ListGamificationEventsUseCase } from './application/list-gamification-events.use-case';
import { RecordGamificationEventsUseCase } from './application/record-gamification-events.use-case';
import { GamificationEventRepository } from './domain/gamification.ports';
import { GamificationController } from './infrastructure/http/gamification.controller';
import { GamificationEventOrmEntity } from './infrastructure/persistence/gamification-event.orm-entity';
import { TypeOrmGamificationEventRepository } from './infrastructure/persistence/typeorm-gamification.adapters';

/** The player's activity log, kept on the server so the same stats follow the user. */
@Module({
  imports: [TypeOrmModule.forFeature([GamificationEventOrmEntity])],
  controllers: [GamificationController],
  providers: [
    { provide: GamificationEventRepository, useClass: TypeOrmGamificationEventRepository },
    ListGamificationEventsUseCase,
    RecordGamificationEventsUseCase,
  ],
})
export class GamificationModule {}
