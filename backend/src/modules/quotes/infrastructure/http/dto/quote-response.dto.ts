import { ApiProperty } from '@nestjs/swagger';
import type { Quote } from '../../../domain/quote';

export class QuoteResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Dream lofty dreams, and as you dream, so shall you become.' })
  text: string;
  @ApiProperty({ example: 'James Allen' }) author: string;
  @ApiProperty({ type: String, nullable: true, example: 'As a Man Thinketh (1903)' })
  source: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'goals' }) category: string | null;

  static from(q: Quote): QuoteResponseDto {
    return { id: q.id, text: q.text, author: q.author, source: q.source, category: q.category };
  }
}
