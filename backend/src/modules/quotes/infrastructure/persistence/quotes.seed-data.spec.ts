import { SEED_QUOTES } from './quotes.seed-data';

/** Authors who wrote in another language than English: their quotes are translations. */
const TRANSLATED_AUTHORS = [
  'Aristotle',
  'Confucius',
  'Epictetus',
  'Horace',
  'Juvenal',
  'Laozi',
  'Leo Tolstoy',
  'Marcus Aurelius',
  'Marcus Tullius Cicero',
  'Ovid',
  'Plato',
  'Seneca',
  'Socrates',
  'Virgil',
];

/** Wordings taken out (decisions §1): paraphrases, or translations naming no translator. */
const RETIRED = [
  'Gratitude is not only the greatest of virtues, but the parent of all the others.',
  'He who has begun has half done. Dare to be wise; begin!',
  'Dripping water hollows out stone.',
  'You should pray for a sound mind in a sound body.',
  'It is not that we have a short space of time, but that we waste much of it.',
  'Knowledge is power.',
  'The unexamined life is not worth living.',
  'Life can only be understood backwards; but it must be lived forwards.',
];

describe('the curated quote list (decisions §1)', () => {
  it('names the translator of every quote first written in another language', () => {
    const unnamed = SEED_QUOTES.filter(
      (q) => TRANSLATED_AUTHORS.includes(q.author) && !/\(tr\. [^)]+\)$/.test(q.source),
    ).map((q) => `${q.author}: ${q.text}`);
    expect(unnamed).toEqual([]);
  });

  it('holds none of the retired wordings', () => {
    const texts = SEED_QUOTES.map((q) => q.text);
    expect(RETIRED.filter((t) => texts.includes(t))).toEqual([]);
  });

  it('quotes Pro Plancio, 80 in Yonge’s words for gratitude', () => {
    const cicero = SEED_QUOTES.filter((q) => q.author === 'Marcus Tullius Cicero');
    expect(cicero).toEqual([
      {
        text: 'For this one virtue [gratitude] is not only the greatest, but is also the parent of all the other virtues.',
        author: 'Marcus Tullius Cicero',
        source: 'Pro Plancio, 80 (tr. C. D. Yonge, 1891)',
        category: 'gratitude',
      },
    ]);
  });

  it('keeps 78 quotes, each text once, in the same categories', () => {
    expect(SEED_QUOTES).toHaveLength(78);
    expect(new Set(SEED_QUOTES.map((q) => q.text)).size).toBe(78);
    const counts: Record<string, number> = {};
    for (const q of SEED_QUOTES) counts[q.category] = (counts[q.category] ?? 0) + 1;
    expect(counts).toEqual({
      goals: 9,
      action: 9,
      persistence: 9,
      reflection: 11,
      gratitude: 3,
      learning: 5,
      work: 5,
      health: 3,
      relationships: 3,
      money: 4,
      character: 6,
      courage: 5,
      time: 6,
    });
  });
});
