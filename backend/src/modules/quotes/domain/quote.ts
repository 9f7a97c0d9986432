/** An inspirational quote (spec §3 Quote), always real and attributed (decisions.md §1). */
export interface Quote {
  id: string;
  text: string;
  author: string;
  /** The work it comes from, when one can be named. */
  source: string | null;
  category: string | null;
}

/** Port: the seeded quote table. */
export abstract class QuoteCatalog {
  abstract count(): Promise<number>;
  /** The quote at a stable position (0-based) of the catalog, or null past its end. */
  abstract atPosition(position: number): Promise<Quote | null>;
}

/** Port: chance, so tests can fix it. */
export abstract class RandomSource {
  /** An integer in [0, maxExclusive). */
  abstract nextInt(maxExclusive: number): number;
}
