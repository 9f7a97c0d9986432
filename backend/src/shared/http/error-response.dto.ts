import { ApiProperty } from '@nestjs/swagger';

/** The body of every error answer (decisions.md §3). */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: ['email must be an email'],
    description: 'What went wrong; validation errors list one message per field.',
  })
  message: string | string[];
  @ApiProperty({ example: 'Bad Request' }) error: string;
}
