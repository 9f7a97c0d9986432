import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, ValidateNested } from 'class-validator';
import { LANGUAGES, type UserPreferences } from '../../../domain/user-preferences';
import { OptionalNotNull } from '../../../../../shared/http/optional-fields';

export class NotificationPreferencesDto {
  @ApiProperty({ example: true, description: 'Push notifications (default on)' }) push: boolean;
  @ApiProperty({ example: false, description: 'Email notifications (default off)' })
  email: boolean;
  @ApiProperty({ example: true, description: 'Streak reminders (default on)' })
  streakReminders: boolean;
}

export class AppearancePreferencesDto {
  @ApiProperty({ example: false, description: 'Dark colour mode (default off)' })
  darkMode: boolean;
  @ApiProperty({ example: true, description: 'Auto-save goal drafts (default on)' })
  autoSaveGoals: boolean;
  @ApiProperty({ enum: LANGUAGES, example: 'en-US' }) language: (typeof LANGUAGES)[number];
}

/** GET and PUT /api/user/preferences answer the whole set. */
export class PreferencesDto {
  @ApiProperty({ type: NotificationPreferencesDto }) notifications: NotificationPreferencesDto;
  @ApiProperty({ type: AppearancePreferencesDto }) appearance: AppearancePreferencesDto;
  @ApiProperty({
    example: 1,
    description: '0 until first saved, then one more at every save; the ETag is `"<version>"`',
  })
  version: number;

  static from(p: UserPreferences): PreferencesDto {
    return {
      notifications: {
        push: p.notifications.push,
        email: p.notifications.email,
        streakReminders: p.notifications.streakReminders,
      },
      appearance: {
        darkMode: p.appearance.darkMode,
        autoSaveGoals: p.appearance.autoSaveGoals,
        language: p.appearance.language,
      },
      version: p.version,
    };
  }
}

export class NotificationPreferencesChangeDto {
  @ApiPropertyOptional({ example: true }) @OptionalNotNull() @IsBoolean() push?: boolean;
  @ApiPropertyOptional({ example: false }) @OptionalNotNull() @IsBoolean() email?: boolean;
  @ApiPropertyOptional({ example: true }) @OptionalNotNull() @IsBoolean() streakReminders?: boolean;
}

export class AppearancePreferencesChangeDto {
  @ApiPropertyOptional({ example: true }) @OptionalNotNull() @IsBoolean() darkMode?: boolean;
  @ApiPropertyOptional({ example: true }) @OptionalNotNull() @IsBoolean() autoSaveGoals?: boolean;
  @ApiPropertyOptional({ enum: LANGUAGES, example: 'en-US' })
  @OptionalNotNull()
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language?: (typeof LANGUAGES)[number];
}

/** PUT /api/user/preferences: any section, any field; what is left out keeps its value. */
export class UpdatePreferencesDto {
  @ApiPropertyOptional({ type: NotificationPreferencesChangeDto })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => NotificationPreferencesChangeDto)
  notifications?: NotificationPreferencesChangeDto;

  @ApiPropertyOptional({ type: AppearancePreferencesChangeDto })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => AppearancePreferencesChangeDto)
  appearance?: AppearancePreferencesChangeDto;
}
