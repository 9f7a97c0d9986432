import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isForeignKeyViolation } from '../../../../shared/persistence/database-errors';
import type { Milestone } from '../../domain/milestone';
import { UnknownGoalError } from '../../domain/milestone.errors';
import { GoalOwnership, MilestoneRepository } from '../../domain/milestone.repository';
import { MilestoneMapper } from './milestone.mapper';
import { GoalOwnerOrmEntity, MilestoneOrmEntity } from './milestone.orm-entity';
import { ownedAt } from '../../../../shared/persistence/owned-at';

@Injectable()
export class TypeOrmMilestoneRepository extends MilestoneRepository {
  constructor(
    @InjectRepository(MilestoneOrmEntity) private readonly rows: Repository<MilestoneOrmEntity>,
  ) {
    super();
  }

  async listForUser(userId: string): Promise<Milestone[]> {
    const rows = await this.rows.find({
      where: { userId },
      order: { targetDate: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(MilestoneMapper.toDomain);
  }

  async findOwned(userId: string, id: string): Promise<Milestone | null> {
    const row = await this.rows.findOneBy({ id, userId });
    return row ? MilestoneMapper.toDomain(row) : null;
  }

  async insert(milestone: Milestone): Promise<void> {
    try {
      await this.rows.insert(MilestoneMapper.toPersistence(milestone));
    } catch (error) {
      // The goal was deleted between the ownership check and the insert.
      if (isForeignKeyViolation(error)) throw new UnknownGoalError();
      throw error;
    }
  }

  async update(milestone: Milestone, expectedVersion: number): Promise<boolean> {
    const { id, userId, ...fields } = MilestoneMapper.toPersistence(milestone);
    try {
      const result = await this.rows.update({ id, userId, version: expectedVersion }, fields);
      return (result.affected ?? 0) > 0;
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new UnknownGoalError();
      throw error;
    }
  }

  async deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean> {
    const result = await this.rows.delete(ownedAt(userId, id, expectedVersion));
    return (result.affected ?? 0) > 0;
  }
}

@Injectable()
export class TypeOrmGoalOwnership extends GoalOwnership {
  constructor(
    @InjectRepository(GoalOwnerOrmEntity) private readonly goals: Repository<GoalOwnerOrmEntity>,
  ) {
    super();
  }

  async isOwnedBy(userId: string, goalId: string): Promise<boolean> {
    return this.goals.existsBy({ id: goalId, userId });
  }
}
