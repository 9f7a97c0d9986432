import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsByteLength, IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { MaxChars } from '../../../../../shared/http/text-bounds';
import { trimLower } from './register.dto';
import { OptionalNotNull } from '../../../../../shared/http/optional-fields';

export class LoginDto {
  @ApiProperty({ example: 'ada@example.com' })
  @Transform(trimLower)
  @IsString()
  @IsNotEmpty()
  @MaxChars(254)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @ApiProperty({ example: 'analytical-engine-1843' })
  @IsString()
  @IsByteLength(1, 72, {
    message: "password must be 1 to 72 bytes long (bcrypt's limit is 72 bytes)",
  })
  password: string;

  @ApiPropertyOptional({
    description: 'Keep the session cookie for 30 days instead of the browser session',
    default: false,
  })
  @OptionalNotNull()
  @IsBoolean()
  rememberMe?: boolean;
}
