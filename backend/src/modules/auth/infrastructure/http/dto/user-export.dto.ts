import { ApiProperty } from '@nestjs/swagger';

/** The shape of GET /api/user/export (documentation only: the document is streamed). */
export class UserExportDto {
  @ApiProperty({ example: 'lodestar-export/1' }) format: string;
  @ApiProperty({ format: 'date-time' }) exportedAt: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The user's record (camelCase fields), without the password hash",
  })
  user: Record<string, unknown>;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'object' } },
    description:
      'One array per table holding rows of the user (goals, loginHistory, gamificationEvents, ' +
      'userPreferences, ...), each row with camelCase fields. Sessions are never included.',
  })
  data: Record<string, Record<string, unknown>[]>;
}
