import { Injectable } from '@nestjs/common';
import { DataSource, type EntityMetadata } from 'typeorm';
import {
  camelCase,
  isInternalTable,
  isSecretColumn,
  UserDataSection,
  UserDataStore,
} from '../../domain/user-data';
import { isSqlite } from '../../../../shared/persistence/dialect';
import { quoteIdentifier, readCatalog, TableInfo, userOwnedTables } from './schema-catalog';

const PAGE_SIZE = 500;

type Row = Record<string, unknown>;
type ColumnMetadata = EntityMetadata['columns'][number];

/**
 * Export, counts and deletion over whatever tables exist: every table with a
 * `user_id` column holds rows of the user. Values are decoded with the ORM's
 * column metadata when some module maps that table (booleans, JSON, dates),
 * otherwise from the declared SQL type.
 */
@Injectable()
export class SqlUserDataStore extends UserDataStore {
  constructor(private readonly db: DataSource) {
    super();
  }

  private q(name: string): string {
    return quoteIdentifier(this.db, name);
  }

  async readUser(userId: string): Promise<Row | null> {
    const catalog = await readCatalog(this.db);
    const users = catalog.find((t) => t.name === 'users');
    if (!users) return null;
    const columns = users.columns.filter((c) => !isSecretColumn(c.name));
    const rows: Row[] = await this.db.query(
      `SELECT ${columns.map((c) => this.q(c.name)).join(', ')} FROM ${this.q('users')} WHERE ${this.q('id')} = ?`,
      [userId],
    );
    return rows[0] ? this.decode(users, rows[0]) : null;
  }

  async *sections(userId: string): AsyncIterable<UserDataSection> {
    const catalog = await readCatalog(this.db);
    for (const table of userOwnedTables(catalog)) {
      if (isInternalTable(table.name)) continue;
      yield { name: camelCase(table.name), rows: this.rowsOf(table, userId) };
    }
  }

  /**
   * The user's rows of one table, a page at a time in primary-key order
   * (keyset paging, so a large table costs the same per page).
   */
  private async *rowsOf(table: TableInfo, userId: string): AsyncIterable<Row> {
    const visible = table.columns.filter((c) => !isSecretColumn(c.name));
    let keys = table.columns
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    const useRowid = keys.length === 0 && isSqlite(this.db);
    if (useRowid) keys = ['rowid'];
    const select = [
      ...visible.map((c) => this.q(c.name)),
      ...keys.map((k, i) => `${k === 'rowid' ? 'rowid' : this.q(k)} AS ${this.q(`__k${i}`)}`),
    ].join(', ');
    const order = keys.map((k) => (k === 'rowid' ? 'rowid' : this.q(k))).join(', ');
    const base = `SELECT ${select} FROM ${this.q(table.name)} WHERE ${this.q('user_id')} = ?`;

    if (keys.length === 0) {
      // No primary key (MySQL): one read.
      const rows: Row[] = await this.db.query(base, [userId]);
      for (const row of rows) yield this.decode(table, row);
      return;
    }

    let after: unknown[] | null = null;
    for (;;) {
      const cursor = after
        ? keys.length === 1
          ? ` AND ${order} > ?`
          : ` AND (${order}) > (${keys.map(() => '?').join(', ')})`
        : '';
      const rows: Row[] = await this.db.query(
        `${base}${cursor} ORDER BY ${order} LIMIT ${PAGE_SIZE}`,
        after ? [userId, ...after] : [userId],
      );
      for (const row of rows) yield this.decode(table, row);
      if (rows.length < PAGE_SIZE) return;
      const last = rows[rows.length - 1];
      after = keys.map((_, i) => last[`__k${i}`]);
    }
  }

  /** A raw row -> camelCase keys and JSON-friendly values, secrets and paging keys dropped. */
  private decode(table: TableInfo, raw: Row): Row {
    const metadata = this.db.entityMetadatas.find((m) => m.tableName === table.name);
    const out: Row = {};
    for (const column of table.columns) {
      if (isSecretColumn(column.name) || !(column.name in raw)) continue;
      const mapped = metadata?.columns.find((c) => c.databaseName === column.name);
      const value = raw[column.name];
      if (mapped) {
        out[mapped.propertyName] = this.hydrate(value, mapped);
      } else {
        out[camelCase(column.name)] = decodeByType(value, column.type);
      }
    }
    return out;
  }

  private hydrate(value: unknown, column: ColumnMetadata): unknown {
    try {
      return this.db.driver.prepareHydratedValue(value, column);
    } catch {
      return value;
    }
  }

  async countRows(userId: string, tables: readonly string[]): Promise<Record<string, number>> {
    const owned = new Set(userOwnedTables(await readCatalog(this.db)).map((t) => t.name));
    const counts: Record<string, number> = {};
    for (const table of tables) {
      if (!owned.has(table)) {
        counts[table] = 0;
        continue;
      }
      const rows: Array<{ n: number | string }> = await this.db.query(
        `SELECT COUNT(*) AS n FROM ${this.q(table)} WHERE ${this.q('user_id')} = ?`,
        [userId],
      );
      counts[table] = Number(rows[0]?.n ?? 0);
    }
    return counts;
  }

  async deleteEverything(userId: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction(async (em) => {
      // The row held first (MySQL; SQLite's transactions run one at a time), and only
      // while it still has the hash the password was checked against.
      const held: unknown[] = await em.query(
        `SELECT ${this.q('id')} FROM ${this.q('users')} WHERE ${this.q('id')} = ? AND ${this.q('password_hash')} = ?${isSqlite(this.db) ? '' : ' FOR UPDATE'}`,
        [userId, passwordHash],
      );
      if (held.length === 0) return false;
      const catalog = await readCatalog(this.db, em);
      // Rows that reference the user go with it (ON DELETE CASCADE) ...
      await em.query(`DELETE FROM ${this.q('users')} WHERE ${this.q('id')} = ?`, [userId]);
      // ... and tables without that reference (sessions) are swept by their user_id.
      for (const table of userOwnedTables(catalog)) {
        await em.query(`DELETE FROM ${this.q(table.name)} WHERE ${this.q('user_id')} = ?`, [
          userId,
        ]);
      }
      return true;
    });
  }
}

/** Without ORM metadata: dates as ISO instants, booleans as booleans, the rest as read. */
export function decodeByType(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  const t = type.toLowerCase();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (Buffer.isBuffer(value)) return value.toString('base64');
  if ((t.startsWith('datetime') || t.startsWith('timestamp')) && typeof value === 'string') {
    const iso = value.includes('T') ? value : value.replace(' ', 'T');
    const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
    return Number.isNaN(d.getTime()) ? value : d.toISOString();
  }
  if ((t.startsWith('bool') || t === 'tinyint(1)') && typeof value === 'number') return value !== 0;
  return value;
}
