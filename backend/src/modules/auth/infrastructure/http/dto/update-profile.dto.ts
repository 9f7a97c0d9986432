import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsTimeZone, ValidateIf } from 'class-validator';
import { MaxChars } from '../../../../../shared/http/text-bounds';

/** PUT /api/user/profile: what may change. The email is not editable (an `email` field is refused). */
export class UpdateProfileDto {
  @ApiPropertyOptional({
    type: String,
    example: 'Ada',
    maxLength: 100,
    nullable: true,
    description: 'Blank or null clears it',
  })
  @IsOptional()
  @IsString()
  @MaxChars(100)
  firstName?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: 'Lovelace',
    maxLength: 100,
    nullable: true,
    description: 'Blank or null clears it',
  })
  @IsOptional()
  @IsString()
  @MaxChars(100)
  lastName?: string | null;

  @ApiPropertyOptional({
    example: 'Europe/London',
    maxLength: 64,
    description: 'An IANA time zone; "today" (streaks, reflections) is the date there',
  })
  @ValidateIf((o: UpdateProfileDto) => o.timezone !== undefined)
  @IsString()
  @MaxChars(64)
  @IsTimeZone({ message: 'timezone must be a valid IANA time zone' })
  timezone?: string;
}
