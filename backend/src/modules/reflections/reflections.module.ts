import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateDailyReflectionUseCase } from './application/create-daily-reflection.use-case';
import { DeleteDailyReflectionUseCase } from './application/delete-daily-reflection.use-case';
import { ListDailyReflectionsUseCase } from './application/list-daily-reflections.use-case';
import { ListReflectionAchievementsUseCase } from './application/list-reflection-achievements.use-case';
import { UpdateDailyReflectionUseCase } from './application/update-daily-reflection.use-case';
import {
  CreateWeeklyReflectionUseCase,
  ListWeeklyReflectionsUseCase,
} from './application/weekly-reflections.use-case';
import { DailyReflectionRepository } from './domain/daily-reflection.repository';
import { ReflectorDirectory, WeeklyReflectionRepository } from './domain/weekly-reflection';
import { DailyReflectionsController } from './infrastructure/http/daily-reflections.controller';
import { ReflectionsController } from './infrastructure/http/reflections.controller';
import { DailyReflectionOrmEntity } from './infrastructure/persistence/daily-reflection.orm-entity';
import { TypeOrmDailyReflectionRepository } from './infrastructure/persistence/typeorm-daily-reflection.repository';
import {
  TypeOrmReflectorDirectory,
  TypeOrmWeeklyReflectionRepository,
} from './infrastructure/persistence/typeorm-weekly-reflection.repository';
import { WeeklyReflectionOrmEntity } from './infrastructure/persistence/weekly-reflection.orm-entity';

/**
 * Morning and evening journals (with the XP and achievements they earn, decided in
 * the domain and stored on the user) and weekly reviews.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DailyReflectionOrmEntity, WeeklyReflectionOrmEntity])],
  controllers: [DailyReflectionsController, ReflectionsController],
  providers: [
    { provide: DailyReflectionRepository, useClass: TypeOrmDailyReflectionRepository },
    { provide: WeeklyReflectionRepository, useClass: TypeOrmWeeklyReflectionRepository },
    { provide: ReflectorDirectory, useClass: TypeOrmReflectorDirectory },
    ListDailyReflectionsUseCase,
    ListReflectionAchievementsUseCase,
    CreateDailyReflectionUseCase,
    UpdateDailyReflectionUseCase,
    DeleteDailyReflectionUseCase,
    ListWeeklyReflectionsUseCase,
    CreateWeeklyReflectionUseCase,
  ],
})
export class ReflectionsModule {}
