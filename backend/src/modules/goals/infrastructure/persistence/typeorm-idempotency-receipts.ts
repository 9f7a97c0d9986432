import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThanOrEqual, Repository } from 'typeorm';
import { IdempotencyReceipts, type IdempotencyReceipt } from '../../domain/idempotency';
import { IdempotencyKeyOrmEntity } from './idempotency-key.orm-entity';

@Injectable()
export class TypeOrmIdempotencyReceipts extends IdempotencyReceipts {
  constructor(
    @InjectRepository(IdempotencyKeyOrmEntity)
    private readonly rows: Repository<IdempotencyKeyOrmEntity>,
  ) {
    super();
  }

  async find(userId: string, key: string, notBefore: Date): Promise<IdempotencyReceipt | null> {
    const row = await this.rows.findOneBy({ userId, key, createdAt: MoreThanOrEqual(notBefore) });
    return row ? { ...row } : null;
  }

  async purgeBefore(before: Date): Promise<void> {
    await this.rows.delete({ createdAt: LessThan(before) });
  }
}
