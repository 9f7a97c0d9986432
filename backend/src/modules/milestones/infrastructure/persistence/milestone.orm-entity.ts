import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'milestones' })
export class MilestoneOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ name: 'user_id', type: 'varchar', length: 36 }) userId: string;
  @Column({ name: 'goal_id', type: 'varchar', length: 36, nullable: true }) goalId: string | null;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'target_date', type: 'varchar', length: 10 }) targetDate: string;
  @Column({ name: 'is_completed', type: 'boolean' }) isCompleted: boolean;
  @Column({ type: 'int', default: 1 }) version: number;
  @Column({ name: 'created_at', type: 'datetime' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'datetime' }) updatedAt: Date;
}

/**
 * The goals table as this module sees it: only who owns which goal. The goals
 * module owns the table; this read-only view is how the two meet in the database.
 */
@Entity({ name: 'goals', synchronize: false })
export class GoalOwnerOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ name: 'user_id', type: 'varchar', length: 36 }) userId: string;
}
