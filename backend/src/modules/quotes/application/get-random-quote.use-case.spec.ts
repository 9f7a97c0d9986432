import { DomainError } from '../../../shared/domain/domain-error';
import { RandomSource } from '../domain/quote';
import { InMemoryQuoteCatalog } from '../infrastructure/persistence/in-memory-quote.catalog';
import { quoteSeedRows } from '../infrastructure/persistence/quote-seed';
import { SEED_QUOTES } from '../infrastructure/persistence/quotes.seed-data';
import { GetRandomQuoteUseCase } from './get-random-quote.use-case';

class ScriptedRandom extends RandomSource {
  readonly asked: number[] = [];
  constructor(private readonly values: number[]) {
    super();
  }
  nextInt(max: number): number {
    this.asked.push(max);
    return this.values.shift() ?? 0;
  }
}

describe('GetRandomQuoteUseCase', () => {
  it('picks the quote at a random position among all of them', async () => {
    const catalog = new InMemoryQuoteCatalog(quoteSeedRows());
    const random = new ScriptedRandom([3, 77]);
    const useCase = new GetRandomQuoteUseCase(catalog, random);
    expect((await useCase.execute()).text).toBe(SEED_QUOTES[3].text);
    expect((await useCase.execute()).author).toBe(SEED_QUOTES[77].author);
    expect(random.asked).toEqual([78, 78]);
  });

  it('answers NOT_FOUND when there is no quote', async () => {
    const useCase = new GetRandomQuoteUseCase(new InMemoryQuoteCatalog([]), new ScriptedRandom([]));
    await expect(useCase.execute()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(useCase.execute()).rejects.toBeInstanceOf(DomainError);
  });
});

describe('quote seed rows', () => {
  it('gives every seeded quote a stable, unique UUID and keeps author, source and category', () => {
    const rows = quoteSeedRows();
    expect(rows).toHaveLength(SEED_QUOTES.length);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(row.author.trim()).not.toBe('');
      expect(row.source?.trim()).toBeTruthy();
    }
    expect(quoteSeedRows()[0].id).toBe(rows[0].id); // same input, same id
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThan(5);
  });
});
