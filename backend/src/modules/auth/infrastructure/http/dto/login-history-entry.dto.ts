import { ApiProperty } from '@nestjs/swagger';
import type { LoginHistoryEntry } from '../../../domain/login-history';

export class LoginHistoryEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) loginDate: string;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' }) ipAddress: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Minutes from sign-in to sign-out or expiry',
  })
  sessionDuration: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) logoutDate: string | null;

  static from(e: LoginHistoryEntry): LoginHistoryEntryDto {
    return {
      id: e.id,
      loginDate: e.loginDate.toISOString(),
      ipAddress: e.ipAddress,
      userAgent: e.userAgent,
      sessionDuration: e.sessionDuration,
      logoutDate: e.logoutDate?.toISOString() ?? null,
    };
  }
}
