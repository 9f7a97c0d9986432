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

  count(): Promise<number> {
    return this.rows.count();
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
