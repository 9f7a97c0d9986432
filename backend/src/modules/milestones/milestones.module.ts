import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateMilestoneUseCase } from './application/create-milestone.use-case';
import { DeleteMilestoneUseCase } from './application/delete-milestone.use-case';
import { GetMilestoneUseCase } from './application/get-milestone.use-case';
import { ListMilestonesUseCase } from './application/list-milestones.use-case';
import { UpdateMilestoneUseCase } from './application/update-milestone.use-case';
import { GoalOwnership, MilestoneRepository } from './domain/milestone.repository';
import { MilestonesController } from './infrastructure/http/milestones.controller';
import {
  GoalOwnerOrmEntity,
  MilestoneOrmEntity,
} from './infrastructure/persistence/milestone.orm-entity';
import {
  TypeOrmGoalOwnership,
  TypeOrmMilestoneRepository,
} from './infrastructure/persistence/typeorm-milestone.repository';

/** Milestones: dated steps, optionally under one of the user's goals. */
@Module({
  imports: [TypeOrmModule.forFeature([MilestoneOrmEntity, GoalOwnerOrmEntity])],
  controllers: [MilestonesController],
  providers: [
    { provide: MilestoneRepository, useClass: TypeOrmMilestoneRepository },
    { provide: GoalOwnership, useClass: TypeOrmGoalOwnership },
    ListMilestonesUseCase,
    GetMilestoneUseCase,
    CreateMilestoneUseCase,
    UpdateMilestoneUseCase,
    DeleteMilestoneUseCase,
  ],
})
export class MilestonesModule {}
