import type { DataSource } from 'typeorm';

/**
 * Runs pending migrations. On MySQL a named lock makes app nodes that start
 * together take turns, so a migration never runs twice at once.
 */
export async function runMigrations(db: DataSource): Promise<string[]> {
  if (db.options.type !== 'mysql') {
    return (await db.runMigrations({ transaction: 'each' })).map((m) => m.name);
  }
  const lock = db.createQueryRunner();
  await lock.connect();
  try {
    const [row] = await lock.query("SELECT GET_LOCK('lodestar_migrations', 120) AS got");
    if (Number(row?.got) !== 1) throw new Error('Timed out waiting for the migration lock');
    return (await db.runMigrations({ transaction: 'each' })).map((m) => m.name);
  } finally {
    await lock.query("SELECT RELEASE_LOCK('lodestar_migrations')").catch(() => undefined);
    await lock.release();
  }
}
