import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Quotes that are not what their author wrote: a paraphrase, or another's words. */
const REMOVED = [
  // 'He who has a why to live for can bear almost any how.': Viktor Frankl's later
  // wording of Twilight of the Idols, not a translation of 1888 (and none named).
  'eb7a117a-9278-53a2-a7fc-0a658a6e514b',
  // 'Opportunities multiply as they are seized.': not in Sun Tzu, nor in Giles's translation.
  '6083f8c2-bed7-572c-977a-100a0503374a',
];

/** Quotes put back in the words of the translation they cite: [old id, new id, text]. */
const CORRECTED: ReadonlyArray<readonly [string, string, string]> = [
  // Meditations IV.3 in George Long's translation (the seed held a paraphrase).
  [
    '33d5e135-4d41-52bc-84fb-54e44992b268',
    '3117dbb0-2037-528f-adbb-b2e1a7f4b7e7',
    'The universe is transformation: life is opinion.',
  ],
  // The Republic, Book II, in Benjamin Jowett's translation ("any work", not "the work").
  [
    '0bae0ed6-c2d9-53b2-986d-1b1e96f1334c',
    '82964b0a-a301-5d66-abab-a1755e1995b9',
    'The beginning is the most important part of any work.',
  ],
];

/**
 * Both databases (the SQL is the same): the seeded quotes that decisions §1 would not
 * have (real and rightly attributed, with their source). A new database is seeded from
 * the corrected list already, so here nothing matches; an older one is mended. Ids are
 * the name-based ids of quote-seed.ts, written out so this migration never changes.
 */
export class CorrectQuotes1795390001000 implements MigrationInterface {
  name = 'CorrectQuotes1795390001000';

  async up(q: QueryRunner): Promise<void> {
    for (const id of REMOVED) await q.query('DELETE FROM `quotes` WHERE `id` = ?', [id]);
    for (const [oldId, newId, text] of CORRECTED) {
      await q.query('UPDATE `quotes` SET `id` = ?, `text` = ? WHERE `id` = ?', [
        newId,
        text,
        oldId,
      ]);
    }
  }

  async down(): Promise<void> {
    // The misattributed quotes are not put back.
  }
}
