import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * Generic helpers over the live schema for the account tests: they do not
 * list tables by name, so "a user with data in every table" and "no row of
 * that user left in any table" stay true as other modules add tables.
 */

interface Column {
  name: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  pk: number;
  autoIncrement: boolean;
}
interface ForeignKey {
  column: string;
  refTable: string;
  refColumn: string;
}
export interface Table {
  name: string;
  columns: Column[];
  foreignKeys: ForeignKey[];
}

const sqlite = (db: DataSource) => db.options.type === 'better-sqlite3';
export const quote = (db: DataSource, n: string) => (sqlite(db) ? `"${n}"` : `\`${n}\``);

export async function readSchema(db: DataSource): Promise<Table[]> {
  const columns: Array<Record<string, unknown>> = sqlite(db)
    ? await db.query(
        `SELECT m.name AS tableName, p.name AS name, p.type AS type, p."notnull" AS isNotNull,
                p.dflt_value AS dflt, p.pk AS pk
           FROM sqlite_master m JOIN pragma_table_info(m.name) p
          WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY m.name, p.cid`,
      )
    : await db.query(
        `SELECT c.TABLE_NAME AS tableName, c.COLUMN_NAME AS name, c.COLUMN_TYPE AS type,
                c.IS_NULLABLE = 'NO' AS isNotNull, c.COLUMN_DEFAULT AS dflt,
                COALESCE(k.ORDINAL_POSITION, 0) AS pk, c.EXTRA AS extra
           FROM information_schema.COLUMNS c
           JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA
            AND t.TABLE_NAME = c.TABLE_NAME AND t.TABLE_TYPE = 'BASE TABLE'
           LEFT JOIN information_schema.KEY_COLUMN_USAGE k ON k.TABLE_SCHEMA = c.TABLE_SCHEMA
            AND k.TABLE_NAME = c.TABLE_NAME AND k.COLUMN_NAME = c.COLUMN_NAME AND k.CONSTRAINT_NAME = 'PRIMARY'
          WHERE c.TABLE_SCHEMA = DATABASE() ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION`,
      );
  const fks: Array<Record<string, string>> = sqlite(db)
    ? await db.query(
        `SELECT m.name AS tableName, f."from" AS col, f."table" AS refTable, f."to" AS refColumn
           FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`,
      )
    : await db.query(
        `SELECT TABLE_NAME AS tableName, COLUMN_NAME AS col, REFERENCED_TABLE_NAME AS refTable,
                REFERENCED_COLUMN_NAME AS refColumn
           FROM information_schema.KEY_COLUMN_USAGE
          WHERE TABLE_SCHEMA = DATABASE() AND REFERENCED_TABLE_NAME IS NOT NULL`,
      );
  const tables = new Map<string, Table>();
  for (const c of columns) {
    const name = String(c.tableName);
    if (!tables.has(name)) tables.set(name, { name, columns: [], foreignKeys: [] });
    const type = String(c.type ?? '').toLowerCase();
    const pk = Number(c.pk);
    tables.get(name)!.columns.push({
      name: String(c.name),
      type,
      notNull: Number(c.isNotNull) === 1 || pk > 0,
      hasDefault: c.dflt !== null && c.dflt !== undefined,
      pk,
      autoIncrement:
        String(c.extra ?? '').includes('auto_increment') ||
        (sqlite(db) && pk === 1 && type === 'integer'),
    });
  }
  for (const f of fks) {
    tables.get(f.tableName)?.foreignKeys.push({
      column: f.col,
      refTable: f.refTable,
      refColumn: f.refColumn ?? 'id',
    });
  }
  return [...tables.values()];
}

export function userTables(schema: Table[]): Table[] {
  return schema.filter((t) => t.columns.some((c) => c.name === 'user_id'));
}

/** Rows of the user in every table that holds user rows (plus the users row itself). */
export async function countUserRows(
  db: DataSource,
  userId: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const schema = await readSchema(db);
  const q = (n: string) => quote(db, n);
  const [u] = await db.query(`SELECT COUNT(*) AS n FROM ${q('users')} WHERE ${q('id')} = ?`, [
    userId,
  ]);
  counts.users = Number(u.n);
  for (const t of userTables(schema)) {
    const [r] = await db.query(`SELECT COUNT(*) AS n FROM ${q(t.name)} WHERE ${q('user_id')} = ?`, [
      userId,
    ]);
    counts[t.name] = Number(r.n);
  }
  return counts;
}

function sqlInstant(db: DataSource, d: Date): Date | string {
  return sqlite(db) ? d.toISOString().replace('T', ' ').replace('Z', '') : d;
}

function lengthOf(type: string): number {
  const m = /\((\d+)\)/.exec(type);
  return m ? Number(m[1]) : 255;
}

/** A value a NOT NULL column will accept, guided by the ORM's metadata when it maps the table. */
function valueFor(db: DataSource, table: string, column: Column, n: number): unknown {
  const meta = db.entityMetadatas
    .find((m) => m.tableName === table)
    ?.columns.find((c) => c.databaseName === column.name);
  if (meta?.enum?.length) return String(meta.enum[0]);
  if (meta?.type === 'simple-json' || meta?.type === 'json') return '{}';
  if (meta?.type === 'simple-array') return '';
  const t = column.type;
  if (t.startsWith('datetime') || t.startsWith('timestamp')) return sqlInstant(db, new Date());
  if (t === 'date') return '2026-01-01';
  if (t.startsWith('bool') || t === 'tinyint(1)') return 0;
  if (/int|real|double|float|decimal|numeric/.test(t)) return 1;
  // JSON and free text alike accept '{}' (MariaDB's JSON is longtext with a json_valid check).
  if (t === 'json' || /text/.test(t)) return '{}';
  if (column.pk > 0) return randomUUID().slice(0, lengthOf(t));
  if (/date/.test(column.name)) return '2026-01-01';
  return `seed-${n}`.slice(0, lengthOf(t));
}

/**
 * Inserts one row of `userId` into every table with a `user_id` column,
 * parents before children (foreign keys to another seeded table point at the
 * row seeded there). Returns the tables seeded.
 */
export async function seedEveryUserTable(
  db: DataSource,
  userId: string,
  skip: readonly string[] = [],
): Promise<string[]> {
  const schema = await readSchema(db);
  const pending = userTables(schema).filter((t) => !skip.includes(t.name));
  const inserted = new Map<string, Record<string, unknown>>();
  const done: string[] = [];
  let n = 0;
  while (pending.length) {
    const index = pending.findIndex((t) =>
      t.foreignKeys.every(
        (f) =>
          f.refTable === 'users' ||
          f.refTable === t.name ||
          !pending.some((p) => p.name === f.refTable),
      ),
    );
    const table = pending.splice(index === -1 ? 0 : index, 1)[0];
    const row: Record<string, unknown> = {};
    for (const column of table.columns) {
      n += 1;
      const fk = table.foreignKeys.find((f) => f.column === column.name);
      if (column.name === 'user_id' || (fk && fk.refTable === 'users')) row[column.name] = userId;
      else if (fk && inserted.has(fk.refTable))
        row[column.name] = inserted.get(fk.refTable)![fk.refColumn];
      else if (column.autoIncrement) continue;
      else if (column.notNull && !column.hasDefault)
        row[column.name] = valueFor(db, table.name, column, n);
      else if (column.notNull && column.pk > 0)
        row[column.name] = valueFor(db, table.name, column, n);
    }
    const names = Object.keys(row);
    try {
      await db.query(
        `INSERT INTO ${quote(db, table.name)} (${names.map((c) => quote(db, c)).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        names.map((c) => row[c]),
      );
    } catch (error) {
      throw new Error(`Could not seed a row into ${table.name}: ${(error as Error).message}`);
    }
    inserted.set(table.name, row);
    done.push(table.name);
  }
  return done;
}
