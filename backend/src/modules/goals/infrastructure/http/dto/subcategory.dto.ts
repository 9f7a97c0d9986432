import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, Length } from 'class-validator';
import { Trim } from './goal-fields';

export class SubcategoryDto {
  @ApiProperty({ example: 'Kitchen', minLength: 1, maxLength: 200 })
  @Trim()
  @Length(1, 200)
  @IsString()
  name: string;

  @ApiProperty({ example: false })
  @IsBoolean()
  completed: boolean;
}
