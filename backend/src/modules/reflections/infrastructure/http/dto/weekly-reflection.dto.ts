import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  registerDecorator,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';
import { MaxChars } from '../../../../../shared/http/text-bounds';
import {
  DEFAULT_WEEKLY_PAGE,
  MAX_WEEKLY_PAGE,
  MAX_WEEKLY_TEXT,
  parseWeeklyCursor,
  REFLECTION_TYPES,
  type ReflectionType,
  WeeklyReflection,
} from '../../../domain/weekly-reflection';
import { IsCalendarDateField } from './calendar-date.dto';
import { wholeNumber } from './daily-reflection.dto';
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

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_WEEKLY_PAGE}`;
const BEFORE_MESSAGE =
  "before must be a review's place written yyyy-MM-dd_<createdAt>_<id> " +
  '(the nextBefore of the page before)';

export class ReflectionsQueryDto {
  @ApiPropertyOptional({ enum: REFLECTION_TYPES, description: 'Only this type (weekly)' })
  @OptionalNotNull()
  @IsIn(REFLECTION_TYPES, { message: 'type must be weekly' })
  type?: ReflectionType;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_WEEKLY_PAGE,
    example: 10,
    description:
      `Asks for one page of the reviews (the answer is then a WeeklyReflectionPageDto): at ` +
      `most this many, ${DEFAULT_WEEKLY_PAGE} when only before is given`,
  })
  @IsOptional()
  @Transform(wholeNumber)
  @Max(MAX_WEEKLY_PAGE, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit?: number;

  @ApiPropertyOptional({
    example: '2026-01-18_2026-01-18T20:15:00.123Z_0b4bd52a-6313-4b7f-8e6f-c64be4434ae5',
    description:
      'The page after this review, in the list order: the nextBefore of the page before ' +
      '(its date, createdAt and id)',
  })
  @IsOptional()
  @IsWeeklyCursor()
  before?: string;
}

function IsWeeklyCursor(options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyKey: string | symbol) =>
    registerDecorator({
      name: 'isWeeklyCursor',
      target: target.constructor,
      propertyName: String(propertyKey),
      options: { message: BEFORE_MESSAGE, ...options },
      validator: { validate: (value: unknown) => parseWeeklyCursor(value) !== null },
    });
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

export class WeeklyReflectionPageDto {
  @ApiProperty({
    type: WeeklyReflectionDto,
    isArray: true,
    description: 'Newest date first; on one date the one written last first',
  })
  reflections: WeeklyReflectionDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-01-11_2026-01-11T19:02:44.518Z_3f1c9a7e-2b4d-4c8e-9f10-6a7b8c9d0e1f',
    description: 'Send as ?before= for the next page; null after the last page',
  })
  nextBefore: string | null;
}
