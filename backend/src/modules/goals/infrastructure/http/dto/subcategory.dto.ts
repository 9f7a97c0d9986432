import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString } from 'class-validator';
import { CharsBetween } from '../../../../../shared/http/text-bounds';
import { Trim } from './goal-fields';

export class SubcategoryDto {
  @ApiProperty({ example: 'Kitchen', minLength: 1, maxLength: 200 })
  @Trim()
  @CharsBetween(1, 200)
  @IsString()
  name: string;

  @ApiProperty({ example: false })
  @IsBoolean()
  completed: boolean;
}
