import { ApiProperty } from '@nestjs/swagger';
import { IsByteLength, IsString } from 'class-validator';

export class DeleteAccountDto {
  @ApiProperty({ example: 'analytical-engine-1843', description: 'The password in use now' })
  @IsString()
  @IsByteLength(1, 72, {
    message: "password must be 1 to 72 bytes long (bcrypt's limit is 72 bytes)",
  })
  password: string;
}
