import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../../../domain/user';

/** The signed-in user as the client sees it: never the password hash. */
export class UserResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ type: String, nullable: true, example: 'Ada' }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Lovelace' }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ example: 'America/New_York' }) timezone: string;
  @ApiProperty({ example: 3 }) currentStreak: number;
  @ApiProperty({ example: 12 }) longestStreak: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLoginDate: string | null;
  @ApiProperty({ example: 42 }) totalLogins: number;
  @ApiProperty({ example: 0 }) xp: number;
  @ApiProperty({ example: 1 }) level: number;
  @ApiProperty({
    example: 1,
    description:
      'The profile\'s version: increases at every profile edit; the ETag is `"<version>"`',
  })
  version: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(user: User): UserResponseDto {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      timezone: user.timezone,
      currentStreak: user.currentStreak,
      longestStreak: user.longestStreak,
      lastLoginDate: user.lastLoginDate?.toISOString() ?? null,
      totalLogins: user.totalLogins,
      xp: user.xp,
      level: user.level,
      version: user.version,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    };
  }
}
