import { Injectable } from '@nestjs/common';
import { QuoteCatalog, RandomSource, type Quote } from '../domain/quote';
import { NoQuotesError } from '../domain/quote.errors';

@Injectable()
export class GetRandomQuoteUseCase {
  constructor(
    private readonly catalog: QuoteCatalog,
    private readonly random: RandomSource,
  ) {}

  /** One quote picked uniformly at random; NOT_FOUND when the table is empty. */
  async execute(): Promise<Quote> {
    const total = await this.catalog.count();
    if (total === 0) throw new NoQuotesError();
    const quote = await this.catalog.atPosition(this.random.nextInt(total));
    if (!quote) throw new NoQuotesError();
    return quote;
  }
}
