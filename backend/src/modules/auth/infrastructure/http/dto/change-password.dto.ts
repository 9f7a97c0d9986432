import { ApiProperty } from '@nestjs/swagger';
import { IsByteLength, IsString } from 'class-validator';

export class ChangePasswordDto {
  @ApiProperty({ example: 'analytical-engine-1843', description: 'The password in use now' })
  @IsString()
  @IsByteLength(1, 72, {
    message: "currentPassword must be 1 to 72 bytes long (bcrypt's limit is 72 bytes)",
  })
  currentPassword: string;

  @ApiProperty({
    example: 'difference-engine-1822',
    minLength: 2, // 8 bytes are 2 to 8 characters
    maxLength: 72,
    description: '8 to 72 bytes (UTF-8); not one of the most common passwords',
  })
  @IsString()
  @IsByteLength(8, 72, {
    message: "newPassword must be 8 to 72 bytes long (bcrypt's limit is 72 bytes)",
  })
  newPassword: string;
}
