import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'gamification_events' })
export class GamificationEventOrmEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 }) userId: string;
  @PrimaryColumn({ type: 'varchar', length: 120 }) id: string;
  @Column({ type: 'varchar', length: 20 }) type: string;
  @Column({ type: 'int' }) points: number;
  @Column({ name: 'occurred_at', type: 'datetime' }) occurredAt: Date;
  @Column({ name: 'goal_id', type: 'varchar', length: 36, nullable: true }) goalId: string | null;
  @Column({ name: 'created_at', type: 'datetime' }) createdAt: Date;
}
