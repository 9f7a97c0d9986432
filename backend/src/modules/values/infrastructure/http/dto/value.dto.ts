import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { MaxChars } from '../../../../../shared/http/text-bounds';
import { Transform } from 'class-transformer';
import {
  CoreValue,
  DEFAULT_ALIGNMENT,
  DEFAULT_COLOR,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  VALUE_COLORS,
  type ValueColor,
} from '../../../domain/core-value';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional, but when present it may not be null. */
const IfPresent = () => ValidateIf((_: object, value: unknown) => value !== undefined);

const COLOR_MESSAGE = `color must be one of ${VALUE_COLORS.join(', ')}`;
const SCORE_MESSAGE = 'alignmentScore must be an integer from 0 to 100';

export class CreateValueDto {
  @ApiProperty({ example: 'Integrity', minLength: 1, maxLength: MAX_NAME_LENGTH })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'name must not be empty' })
  @MaxChars(MAX_NAME_LENGTH)
  name: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_DESCRIPTION_LENGTH,
    example: 'Doing what I say I will do, even when nobody is watching.',
  })
  @IsOptional()
  @IsString()
  @MaxChars(MAX_DESCRIPTION_LENGTH)
  description?: string | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, default: DEFAULT_ALIGNMENT, example: 70 })
  @IfPresent()
  @IsInt({ message: SCORE_MESSAGE })
  @Min(0, { message: SCORE_MESSAGE })
  @Max(100, { message: SCORE_MESSAGE })
  alignmentScore?: number;

  @ApiPropertyOptional({ enum: VALUE_COLORS, default: DEFAULT_COLOR })
  @IfPresent()
  @IsIn(VALUE_COLORS, { message: COLOR_MESSAGE })
  color?: ValueColor;

  @ApiPropertyOptional({ default: false })
  @IfPresent()
  @IsBoolean()
  isCore?: boolean;
}

export class UpdateValueDto {
  @ApiPropertyOptional({ example: 'Integrity', minLength: 1, maxLength: MAX_NAME_LENGTH })
  @IfPresent()
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'name must not be empty' })
  @MaxChars(MAX_NAME_LENGTH)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_DESCRIPTION_LENGTH })
  @IsOptional()
  @IsString()
  @MaxChars(MAX_DESCRIPTION_LENGTH)
  description?: string | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, example: 85 })
  @IfPresent()
  @IsInt({ message: SCORE_MESSAGE })
  @Min(0, { message: SCORE_MESSAGE })
  @Max(100, { message: SCORE_MESSAGE })
  alignmentScore?: number;

  @ApiPropertyOptional({ enum: VALUE_COLORS })
  @IfPresent()
  @IsIn(VALUE_COLORS, { message: COLOR_MESSAGE })
  color?: ValueColor;

  @ApiPropertyOptional()
  @IfPresent()
  @IsBoolean()
  isCore?: boolean;
}

export class ValueDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ example: 'Integrity' }) name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ minimum: 0, maximum: 100, example: 70 }) alignmentScore: number;
  @ApiProperty({ enum: VALUE_COLORS }) color: ValueColor;
  @ApiProperty() isCore: boolean;
  @ApiProperty({ example: 1, description: 'Increases at every change; the ETag is `"<version>"`' })
  version: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(v: CoreValue): ValueDto {
    return {
      id: v.id,
      userId: v.userId,
      name: v.name,
      description: v.description,
      alignmentScore: v.alignmentScore,
      color: v.color,
      isCore: v.isCore,
      version: v.version,
      createdAt: v.createdAt.toISOString(),
      updatedAt: v.updatedAt.toISOString(),
    };
  }
}
