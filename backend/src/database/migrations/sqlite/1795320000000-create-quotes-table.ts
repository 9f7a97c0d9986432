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
    await q.query(`CREATE TABLE "quotes" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "text" text NOT NULL,
      "author" varchar(200) NOT NULL,
      "source" varchar(300),
      "category" varchar(40)
    )`);
    for (const r of quoteSeedRows()) {
      await q.query(
        `INSERT INTO "quotes" ("id", "text", "author", "source", "category") VALUES (?, ?, ?, ?, ?)`,
        [r.id, r.text, r.author, r.source, r.category],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "quotes"`);
  }
}
