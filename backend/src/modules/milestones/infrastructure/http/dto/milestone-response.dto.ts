import { ApiProperty } from '@nestjs/swagger';
import type { Milestone } from '../../../domain/milestone';

export class MilestoneResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) goalId: string | null;
  @ApiProperty({ example: 'Run 10 km without stopping' }) title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ example: '2026-06-30', description: 'yyyy-MM-dd' }) targetDate: string;
  @ApiProperty({ example: false }) isCompleted: boolean;
  @ApiProperty({ example: 1, description: 'Increases at every change; the ETag is `"<version>"`' })
  version: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(m: Milestone): MilestoneResponseDto {
    return {
      id: m.id,
      userId: m.userId,
      goalId: m.goalId,
      title: m.title,
      description: m.description,
      targetDate: m.targetDate,
      isCompleted: m.isCompleted,
      version: m.version,
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
    };
  }
}
