import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Max,
  Matches,
  Min,
  ValidateNested,
} from 'class-validator';
import { CharsBetween, MaxChars } from '../../../../../shared/http/text-bounds';
import {
  FINANCIAL_TYPES,
  GOAL_CATEGORIES,
  PRIORITIES,
  TRACKING_TYPES,
  type FinancialType,
  type GoalCategory,
  type Priority,
  type Subcategory,
  type TrackingType,
} from '../../../domain/goal';
import { OptionalNotNull } from '../../../../../shared/http/optional-fields';
import { IsCalendarDateInput, OptionalNullable, Trim } from './goal-fields';
import { SubcategoryDto } from './subcategory.dto';

export const MAX_CENTS = 1_000_000_000_000;

/**
 * Every editable field of a goal except the title (decisions §4, §9). Each
 * field is optional; the domain fills defaults and settles progress.
 */
export class GoalFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 10_000 })
  @OptionalNullable()
  @MaxChars(10_000)
  @IsString()
  description?: string | null;

  @ApiPropertyOptional({ enum: GOAL_CATEGORIES, default: 'personal' })
  @OptionalNotNull()
  @IsIn(GOAL_CATEGORIES)
  category?: GoalCategory;

  @ApiPropertyOptional({ enum: PRIORITIES, default: 'medium' })
  @OptionalNotNull()
  @IsIn(PRIORITIES)
  priority?: Priority;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-12-31',
    description: 'yyyy-MM-dd (an ISO date-time is accepted; its date part is kept)',
  })
  @OptionalNullable()
  @IsCalendarDateInput()
  targetDate?: string | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, default: 0 })
  @OptionalNotNull()
  @Min(0)
  @Max(100)
  @IsInt()
  progress?: number;

  @ApiPropertyOptional({ default: false })
  @OptionalNotNull()
  @IsBoolean()
  isCompleted?: boolean;

  @ApiPropertyOptional({ enum: TRACKING_TYPES, default: 'percentage' })
  @OptionalNotNull()
  @IsIn(TRACKING_TYPES)
  trackingType?: TrackingType;

  @ApiPropertyOptional({ description: 'Cents', minimum: 0, maximum: MAX_CENTS, default: 0 })
  @OptionalNotNull()
  @Min(0)
  @Max(MAX_CENTS)
  @IsInt()
  currentAmount?: number;

  @ApiPropertyOptional({ description: 'Cents', minimum: 0, maximum: MAX_CENTS, default: 0 })
  @OptionalNotNull()
  @Min(0)
  @Max(MAX_CENTS)
  @IsInt()
  targetAmount?: number;

  @ApiPropertyOptional({ enum: FINANCIAL_TYPES, default: 'savings' })
  @OptionalNotNull()
  @IsIn(FINANCIAL_TYPES)
  financialType?: FinancialType;

  @ApiPropertyOptional({ type: SubcategoryDto, isArray: true, maxItems: 100 })
  @OptionalNotNull()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @IsObject({ each: true })
  @Type(() => SubcategoryDto)
  @IsArray()
  subcategories?: Subcategory[];

  @ApiPropertyOptional({ type: String, isArray: true, maxItems: 50 })
  @OptionalNotNull()
  @ArrayMaxSize(50)
  @Matches(/\S/, { each: true, message: 'each value in steps must not be blank' })
  @IsString({ each: true })
  @MaxChars(1000, { each: true })
  @IsArray()
  steps?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 10_000 })
  @OptionalNullable()
  @MaxChars(10_000)
  @IsString()
  reflection?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @OptionalNullable()
  @MaxChars(500)
  @IsString()
  nextAction?: string | null;
}

export class CreateGoalDto extends GoalFieldsDto {
  @ApiProperty({ example: 'Run a marathon', minLength: 1, maxLength: 200 })
  @Trim()
  @CharsBetween(1, 200)
  @IsString()
  title: string;
}

export class UpdateGoalDto extends GoalFieldsDto {
  @ApiPropertyOptional({ example: 'Run a marathon', minLength: 1, maxLength: 200 })
  @Trim()
  @OptionalNotNull()
  @CharsBetween(1, 200)
  @IsString()
  title?: string;
}

export class CreateGoalsBatchDto {
  @ApiProperty({
    type: CreateGoalDto,
    isArray: true,
    minItems: 1,
    maxItems: 500,
    description:
      'Goals in the order written. A goal without category gets the rapid-entry cycle by position (career, health, relationships, learning, financial, personal); without description, the quick-entry marker.',
  })
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @IsObject({ each: true })
  @Type(() => CreateGoalDto)
  @IsArray()
  goals: CreateGoalDto[];
}
