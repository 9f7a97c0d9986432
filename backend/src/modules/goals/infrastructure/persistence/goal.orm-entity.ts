import { Column, Entity, Index, PrimaryColumn, type ValueTransformer } from 'typeorm';
import type {
  FinancialType,
  GoalCategory,
  Priority,
  Subcategory,
  TrackingType,
} from '../../domain/goal';

/** bigint columns come back as strings on some drivers; cents fit in a JS number (<= 10^12). */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | undefined) => value,
  from: (value: string | number | null) => (value === null ? 0 : Number(value)),
};

/** JSON kept in a text column (works the same on SQLite and MySQL). */
export const jsonText: ValueTransformer = {
  to: (value: unknown) => (value === undefined ? undefined : JSON.stringify(value ?? [])),
  from: (value: string | null) => {
    if (!value) return [];
    try {
      return JSON.parse(value);
    } catch {
      return [];
    }
  },
};

@Entity({ name: 'goals' })
@Index('IDX_goals_user_created', ['userId', 'createdAt'])
export class GoalOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ name: 'user_id', type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar', length: 20 }) category: GoalCategory;
  @Column({ type: 'varchar', length: 10 }) priority: Priority;
  @Column({ name: 'target_date', type: 'varchar', length: 10, nullable: true }) targetDate:
    string | null;
  @Column({ type: 'int' }) progress: number;
  @Column({ name: 'is_completed', type: 'boolean' }) isCompleted: boolean;
  @Column({ name: 'tracking_type', type: 'varchar', length: 20 }) trackingType: TrackingType;
  @Column({ name: 'current_amount', type: 'bigint', transformer: bigintAsNumber })
  currentAmount: number;
  @Column({ name: 'target_amount', type: 'bigint', transformer: bigintAsNumber })
  targetAmount: number;
  @Column({ name: 'financial_type', type: 'varchar', length: 20 }) financialType: FinancialType;
  @Column({ type: 'text', transformer: jsonText }) subcategories: Subcategory[];
  @Column({ type: 'text', transformer: jsonText }) steps: string[];
  @Column({ type: 'text', nullable: true }) reflection: string | null;
  @Column({ name: 'next_action', type: 'varchar', length: 500, nullable: true }) nextAction:
    string | null;
  @Column({ type: 'int' }) version: number;
  @Column({ name: 'created_at', type: 'datetime' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'datetime' }) updatedAt: Date;
  /** When the goal last became completed, null while open (internal: Monthly Progress). */
  @Column({ name: 'completed_at', type: 'datetime', nullable: true }) completedAt: Date | null;
}
