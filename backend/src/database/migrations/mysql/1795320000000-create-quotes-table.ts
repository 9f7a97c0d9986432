import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteSeedRows } from '../../../modules/quotes/infrastructure/persistence/quote-seed';

/**
 * The curated quote table (decisions.md §1), seeded with the quotes of
 * modules/quotes/infrastructure/persistence/quotes.seed-data.ts. Later changes
 * to that list need a migration of their own.
 */
export class CreateQuotesTable1795320000000 implements MigrationInterface {
  name = 'CreateQuotesTable1795320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`quotes\` (
      \`id\` varchar(36) NOT NULL,
      \`text\` text NOT NULL,
      \`author\` varchar(200) NOT NULL,
      \`source\` varchar(300) NULL,
      \`category\` varchar(40) NULL,
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    const rows = quoteSeedRows();
    await q.query(
      `INSERT INTO \`quotes\` (\`id\`, \`text\`, \`author\`, \`source\`, \`category\`) VALUES ${rows
        .map(() => '(?, ?, ?, ?, ?)')
        .join(', ')}`,
      rows.flatMap((r) => [r.id, r.text, r.author, r.source, r.category]),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `quotes`');
  }
}
