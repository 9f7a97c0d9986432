import type { MigrationInterface, QueryRunner } from 'typeorm';

type Row = readonly [id: string, text: string, author: string, source: string];

/**
 * The seeded translations that named no translator, or were not in the words of any
 * public-domain one (spec review, 2026-11-29): [old row, corrected row]. A row keeps its
 * category.
 */
const CORRECTED: ReadonlyArray<readonly [old: Row, corrected: Row]> = [
  // A popular paraphrase of Pro Plancio, 80. Yonge's translation (Bohn, 1891; Perseus).
  [
    [
      'b72d0ce7-b7f4-558b-b8ad-336f0660c4ef',
      'Gratitude is not only the greatest of virtues, but the parent of all the others.',
      'Marcus Tullius Cicero',
      'Pro Plancio (54 BC)',
    ],
    [
      '964e0f26-4601-5e2a-8921-a4f57e7347e7',
      'For this one virtue [gratitude] is not only the greatest, but is also the parent of all the other virtues.',
      'Marcus Tullius Cicero',
      'Pro Plancio, 80 (tr. C. D. Yonge, 1891)',
    ],
  ],
  // Epistles I.2.40 with no translator named; Smart's prose as Buckley revised it.
  [
    [
      '2eebe4c7-3434-508c-a530-32904261585b',
      'He who has begun has half done. Dare to be wise; begin!',
      'Horace',
      'Epistles, I.2',
    ],
    [
      '6acb9018-b0f8-50a3-b4af-42d0eb53214e',
      'He has half the deed done, who has made a beginning. Boldly undertake the study of true wisdom: begin it forthwith.',
      'Horace',
      'Epistles, I.2 (tr. C. Smart, rev. T. A. Buckley)',
    ],
  ],
  // "Gutta cavat lapidem" (Ex Ponto IV.10.5): no public-domain translation of it could be
  // checked word for word, so its place in persistence goes to an English author.
  [
    [
      '564375d4-3396-5084-bb85-500ce95e8579',
      'Dripping water hollows out stone.',
      'Ovid',
      'Epistulae ex Ponto, IV.10',
    ],
    [
      '789b9ced-65c2-57b9-af2b-d97f0cb53fa5',
      "It's dogged as does it. It ain't thinking about it.",
      'Anthony Trollope',
      'The Last Chronicle of Barset, ch. LXI (1867)',
    ],
  ],
  // "Mens sana in corpore sano" (Satires X.356): the same, so health goes to Emerson.
  [
    [
      'cf59a11f-28a7-51bd-bef2-b4dde8527d83',
      'You should pray for a sound mind in a sound body.',
      'Juvenal',
      'Satires, X.356',
    ],
    [
      'cc3732bc-ebbd-56fb-8df4-71efddbc40b0',
      'The first wealth is health.',
      'Ralph Waldo Emerson',
      'The Conduct of Life, "Power" (1860)',
    ],
  ],
  // Conington's words (Aeneid V.231); only his name was missing.
  [
    [
      'f48291b7-386d-5149-9b63-c494c47df775',
      'They can because they think they can.',
      'Virgil',
      'Aeneid, V.231',
    ],
    [
      'f48291b7-386d-5149-9b63-c494c47df775',
      'They can because they think they can.',
      'Virgil',
      'Aeneid, V.231 (tr. John Conington, 1866)',
    ],
  ],
  // Basore's Loeb wording (1932), not public domain everywhere; Stewart's translation.
  [
    [
      '4640b63f-4085-5953-b81c-7c45e68f7689',
      'It is not that we have a short space of time, but that we waste much of it.',
      'Seneca',
      'On the Shortness of Life, I',
    ],
    [
      '754ba4ec-261b-55fb-b582-897a3f73238a',
      'We do not have a very short time assigned to us, but we lose a great deal of it.',
      'Seneca',
      'On the Shortness of Life, I (tr. Aubrey Stewart)',
    ],
  ],
  // Hicks's words (Lives V.20); only his name was missing.
  [
    [
      '11a43c89-0c0c-5c49-b9a4-7986158c4975',
      'What is a friend? A single soul dwelling in two bodies.',
      'Aristotle',
      'Quoted by Diogenes Laërtius, Lives of the Eminent Philosophers, V.20',
    ],
    [
      '11a43c89-0c0c-5c49-b9a4-7986158c4975',
      'What is a friend? A single soul dwelling in two bodies.',
      'Aristotle',
      'Quoted by Diogenes Laërtius, Lives of the Eminent Philosophers, V.20 (tr. R. D. Hicks, 1925)',
    ],
  ],
  // "Knowledge is power." is a rendering of Bacon's Latin ("ipsa scientia potestas est");
  // his own English, from the Essays.
  [
    [
      '618135aa-ffe1-586d-bbd1-e2b817a5f043',
      'Knowledge is power.',
      'Francis Bacon',
      'Meditationes Sacrae (1597)',
    ],
    [
      '08ef8bcd-f131-5236-a96f-117a56d63d2b',
      'Some books are to be tasted, others to be swallowed, and some few to be chewed and digested.',
      'Francis Bacon',
      'Essays, "Of Studies" (1625)',
    ],
  ],
];

const UPDATE =
  'UPDATE `quotes` SET `id` = ?, `text` = ?, `author` = ?, `source` = ? WHERE `id` = ? AND `text` = ?';

/**
 * Both databases (the SQL is the same), as CorrectJournalQuotes1795410000000: decisions §1
 * wants every quote real and rightly attributed, a translation in the words of the
 * public-domain translator it names. A new database is seeded from the corrected list
 * already, so here nothing matches; an older one is mended, and a second run changes
 * nothing. A row is found by its old id and text (the id is the name-based id of the text
 * in quote-seed.ts, written out so this migration never changes). Down puts the old rows
 * back.
 */
export class CorrectTranslatedQuotes1795430001000 implements MigrationInterface {
  name = 'CorrectTranslatedQuotes1795430001000';

  async up(q: QueryRunner): Promise<void> {
    for (const [from, to] of CORRECTED) await q.query(UPDATE, [...to, from[0], from[1]]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [from, to] of CORRECTED) await q.query(UPDATE, [...from, to[0], to[1]]);
  }
}
