import type { DailyReflection } from '../../domain/daily-reflection';
import { DailyReflectionOrmEntity } from './daily-reflection.orm-entity';

export const DailyReflectionMapper = {
  toDomain(row: DailyReflectionOrmEntity): DailyReflection {
    return {
      id: row.id,
      userId: row.userId,
      reflectionDate: row.reflectionDate,
      timeOfDay: row.timeOfDay,
      responses: row.responses ?? {},
      version: Number(row.version ?? 1),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  },
};
