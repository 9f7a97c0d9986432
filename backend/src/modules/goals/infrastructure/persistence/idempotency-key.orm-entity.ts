import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'idempotency_keys' })
export class IdempotencyKeyOrmEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 }) userId: string;
  @PrimaryColumn({ type: 'varchar', length: 255 }) key: string;
  @Column({ name: 'request_hash', type: 'varchar', length: 64 }) requestHash: string;
  @Column({ type: 'text' }) response: string;
  @Column({ name: 'created_at', type: 'datetime' }) createdAt: Date;
}
