import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CoreValue, ValueRepository } from '../../domain/core-value';
import { ValueMapper } from './value.mapper';
import { ValueOrmEntity } from './value.orm-entity';
import { ownedAt } from '../../../../shared/persistence/owned-at';

@Injectable()
export class TypeOrmValueRepository extends ValueRepository {
  constructor(@InjectRepository(ValueOrmEntity) private readonly rows: Repository<ValueOrmEntity>) {
    super();
  }

  async listForUser(userId: string): Promise<CoreValue[]> {
    const rows = await this.rows.find({
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(ValueMapper.toDomain);
  }

  async findOwned(userId: string, id: string): Promise<CoreValue | null> {
    const row = await this.rows.findOneBy({ id, userId });
    return row ? ValueMapper.toDomain(row) : null;
  }

  async insert(value: CoreValue): Promise<void> {
    await this.rows.insert(ValueMapper.toPersistence(value));
  }

  async update(value: CoreValue, expectedVersion: number): Promise<boolean> {
    const { id, userId, ...fields } = ValueMapper.toPersistence(value);
    const result = await this.rows.update({ id, userId, version: expectedVersion }, fields);
    return (result.affected ?? 0) > 0;
  }

  async deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean> {
    const result = await this.rows.delete(ownedAt(userId, id, expectedVersion));
    return (result.affected ?? 0) > 0;
  }
}
