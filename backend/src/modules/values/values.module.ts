import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  CreateValueUseCase,
  DeleteValueUseCase,
  ListValuesUseCase,
  UpdateValueUseCase,
} from './application/values.use-cases';
import { ValueRepository } from './domain/core-value';
import { ValuesController } from './infrastructure/http/values.controller';
import { TypeOrmValueRepository } from './infrastructure/persistence/typeorm-value.repository';
import { ValueOrmEntity } from './infrastructure/persistence/value.orm-entity';

/** Core values: define, align, edit and delete what the user lives by. */
@Module({
  imports: [TypeOrmModule.forFeature([ValueOrmEntity])],
  controllers: [ValuesController],
  providers: [
    { provide: ValueRepository, useClass: TypeOrmValueRepository },
    ListValuesUseCase,
    CreateValueUseCase,
    UpdateValueUseCase,
    DeleteValueUseCase,
  ],
})
export class ValuesModule {}
