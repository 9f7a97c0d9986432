import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ReflectionType } from '../../domain/weekly-reflection';

/** The spec's Reflection entity (weekly type). */
@Entity({ name: 'reflections' })
export class WeeklyReflectionOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ name: 'user_id', type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 20 }) type: ReflectionType;
  @Column({ type: 'text', nullable: true }) accomplishments: string | null;
  @Column({ type: 'text', nullable: true }) challenges: string | null;
  @Column({ name: 'next_week', type: 'text', nullable: true }) nextWeek: string | null;
  @Column({ type: 'text', nullable: true }) insights: string | null;
  @Column({ type: 'varchar', length: 10 }) date: string;
  @Column({ name: 'created_at', type: 'datetime' }) createdAt: Date;
}
