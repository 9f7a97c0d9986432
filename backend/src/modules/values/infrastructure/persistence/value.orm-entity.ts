import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ValueColor } from '../../domain/core-value';

@Entity({ name: 'user_values' })
export class ValueOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ name: 'user_id', type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 1000, nullable: true }) description: string | null;
  @Column({ name: 'alignment_score', type: 'int' }) alignmentScore: number;
  @Column({ type: 'varchar', length: 20 }) color: ValueColor;
  @Column({ name: 'is_core', type: 'boolean' }) isCore: boolean;
  @Column({ type: 'int', default: 1 }) version: number;
  @Column({ name: 'created_at', type: 'datetime' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'datetime' }) updatedAt: Date;
}
