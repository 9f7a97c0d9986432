import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID } from 'class-validator';
import { CharsBetween, MaxChars } from '../../../../../shared/http/text-bounds';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../../domain/milestone';
import { IsCalendarDate, lowerCaseId, trim } from './calendar-date.validator';
import { OptionalNotNull } from '../../../../../shared/http/optional-fields';

export class CreateMilestoneDto {
  @ApiProperty({ example: 'Run 10 km without stopping', minLength: 1, maxLength: TITLE_MAX })
  @Transform(trim)
  @CharsBetween(1, TITLE_MAX, {
    message: `title must be 1 to ${TITLE_MAX} characters after trimming`,
  })
  @IsString()
  title: string;

  @ApiProperty({
    example: '2026-06-30',
    description: 'yyyy-MM-dd (an ISO date-time is accepted and its date part kept)',
  })
  @IsCalendarDate()
  @IsString()
  targetDate: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DESCRIPTION_MAX })
  @IsOptional()
  @MaxChars(DESCRIPTION_MAX)
  @IsString()
  description?: string | null;

  @ApiPropertyOptional({ default: false })
  @OptionalNotNull()
  @IsBoolean()
  isCompleted?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'One of your goals; another id answers 400 naming goalId',
  })
  @IsOptional()
  @Transform(lowerCaseId)
  @IsUUID('all', { message: 'goalId must be a UUID' })
  goalId?: string | null;
}
