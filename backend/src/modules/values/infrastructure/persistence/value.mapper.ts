import type { CoreValue } from '../../domain/core-value';
import { ValueOrmEntity } from './value.orm-entity';

export const ValueMapper = {
  toDomain(row: ValueOrmEntity): CoreValue {
    return {
      id: row.id,
      userId: row.userId,
      name: row.name,
      description: row.description,
      alignmentScore: row.alignmentScore,
      color: row.color,
      isCore: Boolean(row.isCore),
      version: Number(row.version),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  },
  toPersistence(value: CoreValue): ValueOrmEntity {
    return Object.assign(new ValueOrmEntity(), value);
  },
};
