import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsByteLength, IsEmail, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { MaxChars } from '../../../../../shared/http/text-bounds';

export const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export const PASSWORD_BYTES_MESSAGE =
  "password must be 8 to 72 bytes long (bcrypt's limit is 72 bytes)";

export class RegisterDto {
  @ApiProperty({ example: 'ada@example.com', maxLength: 254 })
  @Transform(trimLower)
  @IsString()
  @IsNotEmpty()
  @MaxChars(254)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @ApiProperty({
    example: 'analytical-engine-1843',
    minLength: 2, // 8 bytes are 2 to 8 characters
    maxLength: 72,
    description: '8 to 72 bytes (UTF-8); not one of the most common passwords',
  })
  @IsString()
  @IsByteLength(8, 72, { message: PASSWORD_BYTES_MESSAGE })
  password: string;

  @ApiPropertyOptional({ type: String, example: 'Ada', maxLength: 100, nullable: true })
  @IsOptional()
  @IsString()
  @MaxChars(100)
  firstName?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Lovelace', maxLength: 100, nullable: true })
  @IsOptional()
  @IsString()
  @MaxChars(100)
  lastName?: string | null;
}
