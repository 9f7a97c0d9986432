import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { TimeOfDay } from '../../domain/daily-reflection';

@Entity({ name: 'daily_reflections' })
export class DailyReflectionOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ name: 'user_id', type: 'varchar', length: 36 }) userId: string;
  @Column({ name: 'reflection_date', type: 'varchar', length: 10 }) reflectionDate: string;
  @Column({ name: 'time_of_day', type: 'varchar', length: 10 }) timeOfDay: TimeOfDay;
  @Column({ type: 'simple-json' }) responses: Record<string, string>;
  @Column({ type: 'int', default: 1 }) version: number;
  @Column({ name: 'created_at', type: 'datetime' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'datetime' }) updatedAt: Date;
}
