import { ApiProperty } from '@nestjs/swagger';
import type { DataSummary } from '../../../domain/user-data';

/** The user's own counts, shown under "Data and privacy". */
export class DataSummaryDto {
  @ApiProperty({ example: 12 }) goals: number;
  @ApiProperty({ example: 45, description: 'Daily and weekly reflections' }) reflections: number;
  @ApiProperty({ example: 8 }) values: number;

  static from(s: DataSummary): DataSummaryDto {
    return { goals: s.goals, reflections: s.reflections, values: s.values };
  }
}
