import type { DataSource } from 'typeorm';

/**
 * Runs pending migrations. On MySQL a named lock makes app nodes that start
 * together take turns, so a migration never runs twice at once.
 */
const LOCK_NAME = "CONCAT('lodestar_migrations_', MD5(DATABASE()))";

export async function runMigrations(db: DataSource): Promise<string[]> {
  if (db.options.type !== 'mysql') {
    return (await db.runMigrations({ transaction: 'each' })).map((m) => m.name);
  }
  const lock = db.createQueryRunner();
  await lock.connect();
  try {
    // One lock per database (nodes sharing a database migrate one at a time);
    // a server-wide name made unrelated databases on one server (parallel test
    // runs, the bench) wait for each other. MD5 keeps the name under 64 chars.
    const [row] = await lock.query(`SELECT GET_LOCK(${LOCK_NAME}, 120) AS got`);
    if (Number(row?.got) !== 1) throw new Error('Timed out waiting for the migration lock');
    return (await db.runMigrations({ transaction: 'each' })).map((m) => m.name);
  } finally {
    await lock.query(`SELECT RELEASE_LOCK(${LOCK_NAME})`).catch(() => undefined);
    await lock.release();
  }
}
