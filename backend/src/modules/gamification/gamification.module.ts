import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ListGamificationEventsUseCase } from './application/list-gamification-events.use-case';
import { RecordGamificationEventsUseCase } from './application/record-gamification-events.use-case';
import { GamificationEventRepository, PlayerDirectory } from './domain/gamification.ports';
import { GamificationController } from './infrastructure/http/gamification.controller';
import {
  GamificationEventOrmEntity,
  PlayerOrmEntity,
} from './infrastructure/persistence/gamification-event.orm-entity';
import {
  TypeOrmGamificationEventRepository,
  TypeOrmPlayerDirectory,
} from './infrastructure/persistence/typeorm-gamification.adapters';

/** The player's activity log, kept on the server so the same stats follow the user. */
@Module({
  imports: [TypeOrmModule.forFeature([GamificationEventOrmEntity, PlayerOrmEntity])],
  controllers: [GamificationController],
  providers: [
    { provide: GamificationEventRepository, useClass: TypeOrmGamificationEventRepository },
    { provide: PlayerDirectory, useClass: TypeOrmPlayerDirectory },
    ListGamificationEventsUseCase,
    RecordGamificationEventsUseCase,
  ],
})
export class GamificationModule {}
