import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID, ValidateIf } from 'class-validator';
import { CharsBetween, MaxChars } from '../../../../../shared/http/text-bounds';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../../domain/milestone';
import { IsCalendarDate, lowerCaseId, trim } from './calendar-date.validator';

const present = (field: string) => (o: Record<string, unknown>) => o[field] !== undefined;

/** Every field optional; title, targetDate and isCompleted may not be null. */
export class UpdateMilestoneDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: TITLE_MAX })
  @ValidateIf(present('title'))
  @Transform(trim)
  @CharsBetween(1, TITLE_MAX, {
    message: `title must be 1 to ${TITLE_MAX} characters after trimming`,
  })
  @IsString()
  title?: string;

  @ApiPropertyOptional({ example: '2026-06-30', description: 'yyyy-MM-dd' })
  @ValidateIf(present('targetDate'))
  @IsCalendarDate()
  @IsString()
  targetDate?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DESCRIPTION_MAX })
  @IsOptional()
  @MaxChars(DESCRIPTION_MAX)
  @IsString()
  description?: string | null;

  @ApiPropertyOptional()
  @ValidateIf(present('isCompleted'))
  @IsBoolean()
  isCompleted?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'null detaches the milestone from its goal',
  })
  @IsOptional()
  @Transform(lowerCaseId)
  @IsUUID('all', { message: 'goalId must be a UUID' })
  goalId?: string | null;
}
