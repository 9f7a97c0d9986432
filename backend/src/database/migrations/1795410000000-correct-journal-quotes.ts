import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The two journal quotes that were not in the words of the source they cite:
 * [old id, new id, text, author, source].
 */
const CORRECTED: ReadonlyArray<readonly [string, string, string, string, string]> = [
  // 'The unexamined life is not worth living.': the popular short form. Jowett's
  // translation (38a) reads "...and that the life which is unexamined is not worth living".
  [
    'db26d4dc-74a2-530f-b9e4-62ad61f30f0b',
    'c200a34d-134d-55e7-a829-47ab7306262a',
    'The life which is unexamined is not worth living.',
    'Socrates',
    "Plato's Apology, 38a (tr. Benjamin Jowett, 1871)",
  ],
  // 'Life can only be understood backwards; but it must be lived forwards.': a condensed
  // paraphrase of Kierkegaard's journal (JJ:167), with no public-domain translation named.
  // Its place (the journal's "What did today teach me?") goes to Santayana's own words.
  [
    '32aecba9-e59d-5f94-b5e8-dbf30752b1a5',
    '0b4bd52a-6313-5b7f-aecb-c64be4434ae5',
    'Those who cannot remember the past are condemned to repeat it.',
    'George Santayana',
    'The Life of Reason, Vol. I: Reason in Common Sense, ch. XII (1905)',
  ],
];

/**
 * Both databases (the SQL is the same), as CorrectQuotes1795390001000: the seeded quotes
 * that decisions §1 would not have (real and rightly attributed, with their source). A
 * new database is seeded from the corrected list already, so here nothing matches; an
 * older one is mended. Ids are the name-based ids of quote-seed.ts, written out so this
 * migration never changes.
 */
export class CorrectJournalQuotes1795410000000 implements MigrationInterface {
  name = 'CorrectJournalQuotes1795410000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [oldId, newId, text, author, source] of CORRECTED) {
      await q.query(
        'UPDATE `quotes` SET `id` = ?, `text` = ?, `author` = ?, `source` = ? WHERE `id` = ?',
        [newId, text, author, source, oldId],
      );
    }
  }

  async down(): Promise<void> {
    // The paraphrases are not put back.
  }
}
