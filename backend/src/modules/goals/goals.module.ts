import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateGoalUseCase } from './application/create-goal.use-case';
import { CreateGoalsBatchUseCase } from './application/create-goals-batch.use-case';
import { DeleteGoalUseCase } from './application/delete-goal.use-case';
import { GetGoalUseCase } from './application/get-goal.use-case';
import { ListGoalsUseCase } from './application/list-goals.use-case';
import { UpdateGoalUseCase } from './application/update-goal.use-case';
import { GoalRepository } from './domain/goal.repository';
import { IdempotencyReceipts } from './domain/idempotency';
import { GoalsController } from './infrastructure/http/goals.controller';
import { GoalOrmEntity } from './infrastructure/persistence/goal.orm-entity';
import { IdempotencyKeyOrmEntity } from './infrastructure/persistence/idempotency-key.orm-entity';
import { IdempotencyPurgeJob } from './infrastructure/persistence/idempotency-purge.job';
import { TypeOrmGoalRepository } from './infrastructure/persistence/typeorm-goal.repository';
import { TypeOrmIdempotencyReceipts } from './infrastructure/persistence/typeorm-idempotency-receipts';

/**
 * Goals: CRUD, rapid-entry batches with Idempotency-Key, and the progress
 * rules of every tracking type (domain/goal.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature([GoalOrmEntity, IdempotencyKeyOrmEntity])],
  controllers: [GoalsController],
  providers: [
    { provide: GoalRepository, useClass: TypeOrmGoalRepository },
    { provide: IdempotencyReceipts, useClass: TypeOrmIdempotencyReceipts },
    ListGoalsUseCase,
    GetGoalUseCase,
    CreateGoalUseCase,
    CreateGoalsBatchUseCase,
    UpdateGoalUseCase,
    DeleteGoalUseCase,
    IdempotencyPurgeJob,
  ],
})
export class GoalsModule {}
