import type { DataSource, EntityManager } from 'typeorm';
import { isSqlite } from '../../../../shared/persistence/dialect';

export interface ColumnInfo {
  name: string;
  /** The declared SQL type, e.g. `varchar(36)`, `datetime(3)`, `tinyint(1)`. */
  type: string;
  /** Position in the primary key (1, 2...), or 0 when not part of it. */
  pk: number;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
}

type Runner = Pick<DataSource | EntityManager, 'query'>;

/**
 * Reads the live schema (sqlite_master + pragma_table_info on SQLite,
 * information_schema on MySQL), so code that must cover "every table of a
 * user" keeps doing so as other modules add tables.
 */
export async function readCatalog(db: DataSource, runner: Runner = db): Promise<TableInfo[]> {
  const rows: Array<{ tableName: string; columnName: string; columnType: string; pk: number }> =
    isSqlite(db)
      ? await runner.query(
          `SELECT m.name AS tableName, p.name AS columnName, p.type AS columnType, p.pk AS pk
             FROM sqlite_master m JOIN pragma_table_info(m.name) p
            WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'
            ORDER BY m.name, p.cid`,
        )
      : await runner.query(
          `SELECT c.TABLE_NAME AS tableName, c.COLUMN_NAME AS columnName, c.COLUMN_TYPE AS columnType,
                  COALESCE(k.ORDINAL_POSITION, 0) AS pk
             FROM information_schema.COLUMNS c
             JOIN information_schema.TABLES t
               ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME AND t.TABLE_TYPE = 'BASE TABLE'
             LEFT JOIN information_schema.KEY_COLUMN_USAGE k
               ON k.TABLE_SCHEMA = c.TABLE_SCHEMA AND k.TABLE_NAME = c.TABLE_NAME
              AND k.COLUMN_NAME = c.COLUMN_NAME AND k.CONSTRAINT_NAME = 'PRIMARY'
            WHERE c.TABLE_SCHEMA = DATABASE()
            ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION`,
        );
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    let table = tables.get(row.tableName);
    if (!table) {
      table = { name: row.tableName, columns: [] };
      tables.set(row.tableName, table);
    }
    table.columns.push({
      name: row.columnName,
      type: String(row.columnType ?? ''),
      pk: Number(row.pk),
    });
  }
  return [...tables.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The tables that hold rows of a user: those with a `user_id` column. */
export function userOwnedTables(catalog: TableInfo[]): TableInfo[] {
  return catalog.filter((t) => t.columns.some((c) => c.name === 'user_id'));
}

/** Quotes an identifier for the dialect. */
export function quoteIdentifier(db: DataSource, name: string): string {
  return isSqlite(db) ? `"${name.replace(/"/g, '""')}"` : `\`${name.replace(/`/g, '``')}\``;
}
