import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Core values (spec §3 Value). `values` is an SQL keyword, hence `user_values`. */
export class CreateValuesTable1795330001000 implements MigrationInterface {
  name = 'CreateValuesTable1795330001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`user_values\` (
      \`id\` varchar(36) NOT NULL,
      \`user_id\` varchar(36) NOT NULL,
      \`name\` varchar(100) NOT NULL,
      \`description\` varchar(1000) NULL,
      \`alignment_score\` int NOT NULL DEFAULT 70,
      \`color\` varchar(20) NOT NULL DEFAULT 'bg-blue-500',
      \`is_core\` tinyint(1) NOT NULL DEFAULT 0,
      \`created_at\` datetime(3) NOT NULL,
      \`updated_at\` datetime(3) NOT NULL,
      PRIMARY KEY (\`id\`),
      INDEX \`IDX_user_values_user_created\` (\`user_id\`, \`created_at\`),
      CONSTRAINT \`FK_user_values_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `user_values`');
  }
}
