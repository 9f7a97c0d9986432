import { ApiProperty } from '@nestjs/swagger';
import {
  FINANCIAL_TYPES,
  GOAL_CATEGORIES,
  needsCategorizing,
  PRIORITIES,
  TRACKING_TYPES,
  type FinancialType,
  type Goal,
  type GoalCategory,
  type Priority,
  type TrackingType,
} from '../../../domain/goal';
import { SubcategoryDto } from './subcategory.dto';
import { isoInstant } from '../../../../../shared/domain/instant';

export class GoalResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Run a marathon' }) title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: GOAL_CATEGORIES }) category: GoalCategory;
  @ApiProperty({ enum: PRIORITIES }) priority: Priority;
  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-12-31' })
  targetDate: string | null;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty() isCompleted: boolean;
  @ApiProperty({ enum: TRACKING_TYPES }) trackingType: TrackingType;
  @ApiProperty({ description: 'Cents' }) currentAmount: number;
  @ApiProperty({ description: 'Cents' }) targetAmount: number;
  @ApiProperty({ enum: FINANCIAL_TYPES }) financialType: FinancialType;
  @ApiProperty({ type: SubcategoryDto, isArray: true }) subcategories: SubcategoryDto[];
  @ApiProperty({ type: String, isArray: true }) steps: string[];
  @ApiProperty({ type: String, nullable: true }) reflection: string | null;
  @ApiProperty({ type: String, nullable: true }) nextAction: string | null;
  @ApiProperty({
    description: 'A quick-entry goal (rapid writing) that still needs categorizing',
  })
  needsCategorizing: boolean;
  @ApiProperty({ description: 'Increases at every change' }) version: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(goal: Goal): GoalResponseDto {
    return {
      id: goal.id,
      title: goal.title,
      description: goal.description,
      category: goal.category,
      priority: goal.priority,
      targetDate: goal.targetDate,
      progress: goal.progress,
      isCompleted: goal.isCompleted,
      trackingType: goal.trackingType,
      currentAmount: goal.currentAmount,
      targetAmount: goal.targetAmount,
      financialType: goal.financialType,
      subcategories: goal.subcategories.map((s) => ({ name: s.name, completed: s.completed })),
      steps: [...goal.steps],
      reflection: goal.reflection,
      nextAction: goal.nextAction,
      needsCategorizing: needsCategorizing(goal),
      version: goal.version,
      createdAt: isoInstant(goal.createdAt),
      updatedAt: isoInstant(goal.updatedAt),
    };
  }
}
