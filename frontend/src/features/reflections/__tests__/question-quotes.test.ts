import { describe, expect, it } from '@jest/globals';
import { QUESTIONS, questionById } from '../model/questions';

/** Authors who wrote in another language than English: their quotes are translations. */
const TRANSLATED_AUTHORS = new Set([
  'Confucius',
  'Laozi',
  'Marcus Aurelius',
  'Marcus Tullius Cicero',
  'Seneca',
  'Socrates',
]);

describe('the journal questions’ quotes (decisions §1)', () => {
  it('name the translator of every translated quote', () => {
    const unnamed = QUESTIONS.filter(
      (q) => TRANSLATED_AUTHORS.has(q.quote.author) && !/\(tr\. [^)]+\)$/.test(q.quote.source),
    ).map((q) => q.id);
    expect(unnamed).toEqual([]);
  });

  it('quote Cicero on gratitude in C. D. Yonge’s words, not the popular paraphrase', () => {
    expect(questionById('morning_gratitude')?.quote).toEqual({
      text: 'For this one virtue [gratitude] is not only the greatest, but is also the parent of all the other virtues.',
      author: 'Marcus Tullius Cicero',
      source: 'Pro Plancio, 80 (tr. C. D. Yonge, 1891)',
    });
  });
});
