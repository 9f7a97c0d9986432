import {
  camelCase,
  isInternalTable,
  isSecretColumn,
  UserDataSection,
  UserDataStore,
} from '../../domain/user-data';

type Row = Record<string, unknown>;

/**
 * Tables as maps of snake_case rows, for use-case tests. `users` rows are
 * keyed by `id`; every other table holds rows with a `user_id`.
 */
export class InMemoryUserDataStore extends UserDataStore {
  readonly tables = new Map<string, Row[]>();

  insert(table: string, row: Row): void {
    this.tables.set(table, [...(this.tables.get(table) ?? []), row]);
  }

  private clean(row: Row): Row {
    return Object.fromEntries(
      Object.entries(row)
        .filter(([k]) => !isSecretColumn(k))
        .map(([k, v]) => [camelCase(k), v]),
    );
  }

  async readUser(userId: string): Promise<Row | null> {
    const row = (this.tables.get('users') ?? []).find((r) => r.id === userId);
    return row ? this.clean(row) : null;
  }

  async *sections(userId: string): AsyncIterable<UserDataSection> {
    for (const [name, rows] of [...this.tables].sort(([a], [b]) => a.localeCompare(b))) {
      if (name === 'users' || isInternalTable(name)) continue;
      const mine = rows.filter((r) => r.user_id === userId).map((r) => this.clean(r));
      yield {
        name: camelCase(name),
        rows: (async function* () {
          yield* mine;
        })(),
      };
    }
  }

  async countRows(userId: string, tables: readonly string[]): Promise<Record<string, number>> {
    return Object.fromEntries(
      tables.map((t) => [t, (this.tables.get(t) ?? []).filter((r) => r.user_id === userId).length]),
    );
  }

  async deleteEverything(userId: string, passwordHash: string): Promise<boolean> {
    const user = (this.tables.get('users') ?? []).find((r) => r.id === userId);
    if (!user || user.password_hash !== passwordHash) return false;
    for (const [name, rows] of this.tables) {
      this.tables.set(
        name,
        rows.filter((r) => (name === 'users' ? r.id !== userId : r.user_id !== userId)),
      );
    }
    return true;
  }
}
