import type { AwardedReflectionAchievement } from '../../../application/list-reflection-achievements.use-case';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  Max,
  Min,
  registerDecorator,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';
import {
  ALL_QUESTION_IDS,
  DailyReflection,
  DEFAULT_JOURNAL_PAGE,
  isTimeOfDay,
  MAX_ANSWER_LENGTH,
  MAX_JOURNAL_PAGE,
  parseJournalCursor,
  responsesProblem,
  responsesShapeProblem,
  TIMES_OF_DAY,
  type TimeOfDay,
} from '../../../domain/daily-reflection';
import type { SavedReflection } from '../../../application/create-daily-reflection.use-case';
import type { AchievementTier, ReflectionAchievement } from '../../../domain/reflection-rewards';
import { IsCalendarDateField } from './calendar-date.dto';
import { OptionalNotNull } from '../../../../../shared/http/optional-fields';

const RESPONSES_EXAMPLE = {
  morning_intention: 'Finish the draft before lunch and listen more than I talk.',
  morning_gratitude: 'A quiet hour with coffee before everyone woke up.',
};

const RESPONSES_SCHEMA = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: MAX_ANSWER_LENGTH },
  description:
    `Question id -> answer. Ids: ${ALL_QUESTION_IDS.join(', ')}; only the ids of the ` +
    `session's own time of day; answers at most ${MAX_ANSWER_LENGTH} characters; at least ` +
    'one non-blank. Blank answers are dropped.',
  example: RESPONSES_EXAMPLE,
} as const;

/** The problem with `responses`, using the body's `timeOfDay` when it is valid. */
function problemOf(value: unknown, args: ValidationArguments): string | null {
  const timeOfDay = (args.object as { timeOfDay?: unknown }).timeOfDay;
  // Without a session in the body (an update keeping its own), only the shape is
  // checked here; the use case checks the answers against the stored session.
  return isTimeOfDay(timeOfDay) ? responsesProblem(timeOfDay, value) : responsesShapeProblem(value);
}

function AreReflectionResponses(options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyKey: string | symbol) =>
    registerDecorator({
      name: 'areReflectionResponses',
      target: target.constructor,
      propertyName: String(propertyKey),
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => problemOf(value, args) === null,
        defaultMessage: (args: ValidationArguments) =>
          problemOf(args.value, args) ?? 'responses are invalid',
      },
    });
}

export class CreateDailyReflectionDto {
  @ApiProperty({ example: '2026-01-15', description: 'The calendar date, yyyy-MM-dd' })
  @IsCalendarDateField()
  reflectionDate: string;

  @ApiProperty({ enum: TIMES_OF_DAY, example: 'morning' })
  @IsIn(TIMES_OF_DAY, { message: 'timeOfDay must be morning or evening' })
  timeOfDay: TimeOfDay;

  @ApiProperty(RESPONSES_SCHEMA)
  @IsObject({ message: 'responses must be an object of question ids and answers' })
  @AreReflectionResponses()
  responses: Record<string, string>;
}

export class UpdateDailyReflectionDto {
  @ApiPropertyOptional({ example: '2026-01-15', description: 'Defaults to the stored date' })
  @OptionalNotNull()
  @IsCalendarDateField()
  reflectionDate?: string;

  @ApiPropertyOptional({ enum: TIMES_OF_DAY, description: 'Defaults to the stored session' })
  @OptionalNotNull()
  @IsIn(TIMES_OF_DAY, { message: 'timeOfDay must be morning or evening' })
  timeOfDay?: TimeOfDay;

  @ApiProperty(RESPONSES_SCHEMA)
  @IsObject({ message: 'responses must be an object of question ids and answers' })
  @AreReflectionResponses()
  responses: Record<string, string>;
}

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_JOURNAL_PAGE}`;
const BEFORE_MESSAGE =
  'before must be a date and session written yyyy-MM-dd:morning or yyyy-MM-dd:evening ' +
  '(the nextBefore of the page before)';

/** A query's `limit=20` as the number 20; anything else (`2.5`, `ten`, a list) as sent. */
export const wholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

/** A date has at most two reflections: `date` is a read of its own, not a page. */
function NotWithPaging(options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyKey: string | symbol) =>
    registerDecorator({
      name: 'notWithPaging',
      target: target.constructor,
      propertyName: String(propertyKey),
      options: { message: 'date cannot be combined with limit or before', ...options },
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => {
          const query = args.object as { limit?: unknown; before?: unknown };
          return query.limit === undefined && query.before === undefined;
        },
      },
    });
}

export class DailyReflectionsQueryDto {
  @ApiPropertyOptional({
    example: '2026-01-15',
    description:
      'Only the reflections of this calendar date (yyyy-MM-dd); not with limit or before',
  })
  @IsOptional()
  @IsCalendarDateField()
  @NotWithPaging()
  date?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_JOURNAL_PAGE,
    example: 10,
    description:
      `Asks for one page of the journal (the answer is then a DailyReflectionPageDto): at most ` +
      `this many reflections, ${DEFAULT_JOURNAL_PAGE} when only before is given`,
  })
  @IsOptional()
  @Transform(wholeNumber)
  @Max(MAX_JOURNAL_PAGE, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit?: number;

  @ApiPropertyOptional({
    example: '2026-01-15:morning',
    description:
      'The page after this date and session, in the journal order: the nextBefore of the ' +
      'page before (yyyy-MM-dd:morning or yyyy-MM-dd:evening)',
  })
  @IsOptional()
  @IsJournalCursor()
  before?: string;
}

function IsJournalCursor(options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyKey: string | symbol) =>
    registerDecorator({
      name: 'isJournalCursor',
      target: target.constructor,
      propertyName: String(propertyKey),
      options: { message: BEFORE_MESSAGE, ...options },
      validator: { validate: (value: unknown) => parseJournalCursor(value) !== null },
    });
}

export class DailyReflectionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ example: '2026-01-15' }) reflectionDate: string;
  @ApiProperty({ enum: TIMES_OF_DAY }) timeOfDay: TimeOfDay;
  @ApiProperty(RESPONSES_SCHEMA) responses: Record<string, string>;
  @ApiProperty({ example: 1, description: 'Increases at every change; the ETag is `"<version>"`' })
  version: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(r: DailyReflection): DailyReflectionDto {
    return {
      id: r.id,
      userId: r.userId,
      reflectionDate: r.reflectionDate,
      timeOfDay: r.timeOfDay,
      responses: { ...r.responses },
      version: r.version,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }
}

export class DailyReflectionPageDto {
  @ApiProperty({
    type: DailyReflectionDto,
    isArray: true,
    description: 'Newest date first; on one date the evening before the morning',
  })
  reflections: DailyReflectionDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-01-15:morning',
    description: 'Send as ?before= for the next page; null after the last page',
  })
  nextBefore: string | null;
}

const TIERS: AchievementTier[] = ['common', 'rare', 'epic', 'legendary'];

export class ReflectionAchievementDto {
  @ApiProperty({ example: 'first_reflection' }) id: string;
  @ApiProperty({ example: 'First Reflection' }) title: string;
  @ApiProperty({ example: 'You wrote your first reflection.' }) description: string;
  @ApiProperty({ example: 25 }) xpReward: number;
  @ApiProperty({ enum: TIERS, example: 'common' }) tier: AchievementTier;

  static from(a: ReflectionAchievement): ReflectionAchievementDto {
    return {
      id: a.id,
      title: a.title,
      description: a.description,
      xpReward: a.xpReward,
      tier: a.tier,
    };
  }
}

export class AwardedReflectionAchievementDto extends ReflectionAchievementDto {
  @ApiProperty({ example: '2026-11-27T08:00:00.000Z', description: 'When it was earned' })
  awardedAt: string;

  static fromAwarded(a: AwardedReflectionAchievement): AwardedReflectionAchievementDto {
    return { ...ReflectionAchievementDto.from(a), awardedAt: a.awardedAt.toISOString() };
  }
}

export class CreatedDailyReflectionDto extends DailyReflectionDto {
  @ApiProperty({
    example: 45,
    description:
      'All XP this save added to the user: 10 for the session, 5 per non-blank answer, plus achievement rewards',
  })
  xpAwarded: number;

  @ApiProperty({ type: ReflectionAchievementDto, isArray: true })
  achievements: ReflectionAchievementDto[];

  static fromRewarded(r: SavedReflection): CreatedDailyReflectionDto {
    return {
      ...DailyReflectionDto.from(r.reflection),
      xpAwarded: r.reward.xpAwarded,
      achievements: r.reward.achievements.map(ReflectionAchievementDto.from),
    };
  }
}
