import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { MaxChars } from '../../../../../shared/http/text-bounds';
import { EVENT_TYPES, type GamificationEvent } from '../../../domain/gamification-event';
import { MAX_EVENTS_PER_REQUEST } from '../../../application/record-gamification-events.use-case';

export class GamificationEventDto {
  @ApiProperty({
    example: 'goal_created:3f1c2a9e-0000-4000-8000-000000000001',
    description:
      'Stable id: goal_created:<goalId>, goal_completed:<goalId>, reflection:<id> or achievement:<achievementId>',
    maxLength: 120,
  })
  @IsString()
  @MaxChars(120)
  id: string;

  @ApiProperty({ enum: EVENT_TYPES, example: 'goal_created' })
  @IsString()
  @IsIn(EVENT_TYPES as unknown as string[], {
    message: `type must be one of ${EVENT_TYPES.join(', ')}`,
  })
  type: string;

  @ApiProperty({
    example: 25,
    description: 'Must match the rules: 25, 100, or the achievement reward',
  })
  @IsInt()
  @Min(0)
  @Max(100_000)
  points: number;

  @ApiProperty({ format: 'date-time', example: '2026-03-10T15:00:00.000Z' })
  @IsString()
  @IsISO8601({ strict: true }, { message: 'occurredAt must be an ISO 8601 instant' })
  occurredAt: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'goalId must be a UUID' })
  goalId?: string | null;
}

export class RecordGamificationEventsDto {
  @ApiProperty({ type: GamificationEventDto, isArray: true, maxItems: MAX_EVENTS_PER_REQUEST })
  @IsArray()
  @ArrayMaxSize(MAX_EVENTS_PER_REQUEST)
  @ValidateNested({ each: true })
  @IsObject({ each: true })
  @Type(() => GamificationEventDto)
  events: GamificationEventDto[];
}

export class GamificationEventResponseDto {
  @ApiProperty({ example: 'goal_created:3f1c2a9e-0000-4000-8000-000000000001' }) id: string;
  @ApiProperty({ enum: EVENT_TYPES }) type: string;
  @ApiProperty({ example: 25 }) points: number;
  @ApiProperty({ format: 'date-time' }) occurredAt: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) goalId: string | null;

  static from(e: GamificationEvent): GamificationEventResponseDto {
    return {
      id: e.id,
      type: e.type,
      points: e.points,
      occurredAt: e.occurredAt.toISOString(),
      goalId: e.goalId,
    };
  }
}

export class GamificationLogDto {
  @ApiProperty({ type: GamificationEventResponseDto, isArray: true })
  events: GamificationEventResponseDto[];

  static from(events: readonly GamificationEvent[]): GamificationLogDto {
    return { events: events.map(GamificationEventResponseDto.from) };
  }
}
