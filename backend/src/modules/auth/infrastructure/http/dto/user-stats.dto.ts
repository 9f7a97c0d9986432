import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../../../domain/user';

export class UserStatsDto {
  @ApiProperty({ example: 3 }) currentStreak: number;
  @ApiProperty({ example: 12 }) longestStreak: number;
  @ApiProperty({ example: 42 }) totalLogins: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLoginDate: string | null;

  static from(user: User): UserStatsDto {
    return {
      currentStreak: user.currentStreak,
      longestStreak: user.longestStreak,
      totalLogins: user.totalLogins,
      lastLoginDate: user.lastLoginDate?.toISOString() ?? null,
    };
  }
}
