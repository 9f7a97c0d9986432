import type { DataSource } from 'typeorm';
import { hotSelect } from './hot-select';
import { isSqlite } from './dialect';

/**
 * The name of a version-counter table (`user_id` primary key, integer `version`; no row
 * reads as 0), checked once wherever it is put into SQL: lower-case letters and `_`.
 */
export function versionCounterTable(name: string): string {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a version-counter table: ${name}`);
  return name;
}

/**
 * Reads a user's counter in a version-counter table (`user_id` primary key, integer
 * `version`; no row reads as 0): the hot-read lane's check of a kept answer when the
 * session store cannot join the counter to the session's own query (Redis sessions).
 */
export function versionCounterReader(
  dataSource: DataSource,
): (versionTable: string, userId: string) => Promise<number> {
  const quote = isSqlite(dataSource) ? '"' : '`';
  const selects = new Map<string, string>();
  return async (versionTable, userId) => {
    let sql = selects.get(versionTable);
    if (sql === undefined) {
      sql = `SELECT version FROM ${quote}${versionCounterTable(versionTable)}${quote} WHERE user_id = ?`;
      selects.set(versionTable, sql);
    }
    const rows = await hotSelect<{ version: number | string }>(dataSource, sql, [userId]);
    return Number(rows[0]?.version ?? 0);
  };
}
