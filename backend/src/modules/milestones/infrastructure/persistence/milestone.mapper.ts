import type { Milestone } from '../../domain/milestone';
import { MilestoneOrmEntity } from './milestone.orm-entity';

/** The one translation between the domain Milestone and its table row. */
export const MilestoneMapper = {
  toDomain(row: MilestoneOrmEntity): Milestone {
    return {
      id: row.id,
      userId: row.userId,
      goalId: row.goalId,
      title: row.title,
      description: row.description,
      targetDate: row.targetDate,
      isCompleted: Boolean(row.isCompleted),
      version: Number(row.version),
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
    };
  },
  toPersistence(m: Milestone): MilestoneOrmEntity {
    return Object.assign(new MilestoneOrmEntity(), {
      id: m.id,
      userId: m.userId,
      goalId: m.goalId,
      title: m.title,
      description: m.description,
      targetDate: m.targetDate,
      isCompleted: m.isCompleted,
      version: m.version,
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
    });
  },
};
