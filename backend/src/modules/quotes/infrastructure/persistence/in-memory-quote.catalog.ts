import { QuoteCatalog, type Quote } from '../../domain/quote';

export class InMemoryQuoteCatalog extends QuoteCatalog {
  constructor(private readonly quotes: Quote[]) {
    super();
  }
  async count(): Promise<number> {
    return this.quotes.length;
  }
  async atPosition(position: number): Promise<Quote | null> {
    const q = this.quotes[position];
    return q ? { ...q } : null;
  }
}
