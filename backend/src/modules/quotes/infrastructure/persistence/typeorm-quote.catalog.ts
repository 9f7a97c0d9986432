import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { QuoteCatalog, type Quote } from '../../domain/quote';
import { QuoteOrmEntity } from './quote.orm-entity';

@Injectable()
export class TypeOrmQuoteCatalog extends QuoteCatalog {
  constructor(@InjectRepository(QuoteOrmEntity) private readonly rows: Repository<QuoteOrmEntity>) {
    super();
  }

  /** The quotes are seeded at start and never deleted: their count is kept a minute. */
  private cachedCount: { value: number; until: number } | null = null;

  async count(): Promise<number> {
    const now = Date.now();
    if (this.cachedCount && this.cachedCount.until > now) return this.cachedCount.value;
    const value = await this.rows.count();
    this.cachedCount = { value, until: now + 60_000 };
    return value;
  }

  async atPosition(position: number): Promise<Quote | null> {
    // Ordered by id so a position means the same row on SQLite and MySQL.
    const [row] = await this.rows.find({ order: { id: 'ASC' }, skip: position, take: 1 });
    return row
      ? {
          id: row.id,
          text: row.text,
          author: row.author,
          source: row.source,
          category: row.category,
        }
      : null;
  }
}
