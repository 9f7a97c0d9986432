import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { MaxChars } from '../../../../../shared/http/text-bounds';
import {
  MAX_WEEKLY_TEXT,
  REFLECTION_TYPES,
  type ReflectionType,
  WeeklyReflection,
} from '../../../domain/weekly-reflection';
import { IsCalendarDateField } from './calendar-date.dto';
import { OptionalNotNull } from '../../../../../shared/http/optional-fields';

function WeeklyText(example: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_WEEKLY_TEXT, example })(
      target,
      key,
    );
    IsOptional()(target, key);
    IsString()(target, key);
    MaxChars(MAX_WEEKLY_TEXT)(target, key);
  };
}

export class CreateWeeklyReflectionDto {
  @ApiProperty({ enum: REFLECTION_TYPES, example: 'weekly' })
  @IsIn(REFLECTION_TYPES, { message: 'type must be weekly' })
  type: ReflectionType;

  @WeeklyText('Ran three times; shipped the report a day early.')
  accomplishments?: string | null;

  @WeeklyText('Evenings slipped away to the phone.')
  challenges?: string | null;

  @WeeklyText('Phone stays in the hall after 9 pm.')
  nextWeek?: string | null;

  @WeeklyText('Mornings are when I do my best thinking.')
  insights?: string | null;

  @ApiPropertyOptional({
    example: '2026-01-18',
    description: "The review's calendar date (yyyy-MM-dd); defaults to the user's today",
  })
  @ValidateIf((_, value) => value !== undefined)
  @IsCalendarDateField()
  date?: string;
}

export class ReflectionsQueryDto {
  @ApiPropertyOptional({ enum: REFLECTION_TYPES, description: 'Only this type (weekly)' })
  @OptionalNotNull()
  @IsIn(REFLECTION_TYPES, { message: 'type must be weekly' })
  type?: ReflectionType;
}

export class WeeklyReflectionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ enum: REFLECTION_TYPES }) type: ReflectionType;
  @ApiProperty({ type: String, nullable: true }) accomplishments: string | null;
  @ApiProperty({ type: String, nullable: true }) challenges: string | null;
  @ApiProperty({ type: String, nullable: true }) nextWeek: string | null;
  @ApiProperty({ type: String, nullable: true }) insights: string | null;
  @ApiProperty({ example: '2026-01-18' }) date: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static from(r: WeeklyReflection): WeeklyReflectionDto {
    return {
      id: r.id,
      userId: r.userId,
      type: r.type,
      accomplishments: r.accomplishments,
      challenges: r.challenges,
      nextWeek: r.nextWeek,
      insights: r.insights,
      date: r.date,
      createdAt: r.createdAt.toISOString(),
    };
  }
}
