import { Store, type SessionData } from 'express-session';
import type { DataSource } from 'typeorm';
import { hotSelect } from '../persistence/hot-select';
import { versionCounterTable } from '../persistence/version-counters';
import { readSqlDatetime } from '../persistence/sql-datetime';
import {
  AppSessionData,
  EndedSession,
  ExpiredSession,
  idleLifetimeMs,
  isFreshSession,
  SessionRegistry,
  sessionExpiry,
} from './session-registry';
import { isSqlite } from '../persistence/dialect';

type Callback<T = void> = (err?: unknown, value?: T) => void;
type StoredSession = SessionData & AppSessionData;

/** A stored session with a per-user version counter read in the same query. */
export interface SessionWithVersion {
  sess: StoredSession;
  /** The counter of the session's user (0 when the user has no row). */
  version: number;
  /** The user the counter belongs to (the session row's `user_id`). */
  versionOf: string | null;
}

/**
 * A store that reads a per-user version counter (`@HotRead({ keptWhileUnchanged })`)
 * in the session's own query, so a kept hot read costs one round trip.
 */
export interface ReadsSessionWithVersion {
  getWithVersion(
    sid: string,
    versionTable: string,
    cb: (err: unknown, found: SessionWithVersion | null) => void,
  ): void;
}

export function readsSessionWithVersion(store: unknown): store is ReadsSessionWithVersion {
  return typeof (store as Partial<ReadsSessionWithVersion>).getWithVersion === 'function';
}

/** Refresh a session's expiry in the database at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

interface SessionRow {
  sess: string | object;
  expire: Date | string;
}
interface SessionRowWithSid extends SessionRow {
  sid: string;
}
const PURGE_BATCH = 500;

/**
 * Sessions in the app's own database (table `sessions`: sid, sess, expire,
 * user_id), so any app node can serve any user. Expired rows are never
 * returned and are purged by a scheduled job.
 */
export class DatabaseSessionStore extends Store implements ReadsSessionWithVersion {
  private readonly sqlite: boolean;
  /** Last expiry this node read or wrote, to skip needless touch writes. */
  private readonly knownExpiry = new Map<string, number>();

  private readonly selectSql: string;
  private readonly upsertSql: string;
  private readonly updateSql: string;
  /** Version-counter table -> the session query joined to it. */
  private readonly versionedSelects = new Map<string, string>();

  constructor(private readonly db: DataSource) {
    super();
    this.sqlite = isSqlite(db);
    this.selectSql = this.q('SELECT "sess", "expire" FROM "sessions" WHERE "sid" = ?');
    this.upsertSql = this.sqlite
      ? `INSERT INTO "sessions" ("sid", "sess", "expire", "user_id") VALUES (?, ?, ?, ?)
         ON CONFLICT("sid") DO UPDATE SET "sess" = excluded."sess", "expire" = excluded."expire", "user_id" = excluded."user_id"`
      : // The values again rather than VALUES(col), which MySQL 8.0.20+ deprecates (a
        // warning on every sign-in; MariaDB cannot read MySQL's row alias instead).
        'INSERT INTO `sessions` (`sid`, `sess`, `expire`, `user_id`) VALUES (?, ?, ?, ?) ' +
        'ON DUPLICATE KEY UPDATE `sess` = ?, `expire` = ?, `user_id` = ?';
    this.updateSql = this.q(
      'UPDATE "sessions" SET "sess" = ?, "expire" = ?, "user_id" = ? WHERE "sid" = ?',
    );
  }

  private instant(d: Date): Date | string {
    // better-sqlite3 binds text, stored the way TypeORM writes datetimes (UTC).
    return this.sqlite ? d.toISOString().replace('T', ' ').replace('Z', '') : d;
  }

  private q(sql: string): string {
    return this.sqlite ? sql : sql.replace(/"/g, '`');
  }

  private remember(sid: string, expire: number) {
    if (this.knownExpiry.size > 50_000) this.knownExpiry.clear();
    this.knownExpiry.set(sid, expire);
  }

  override get(sid: string, cb: Callback<StoredSession | null>): void {
    hotSelect<SessionRow>(this.db, this.selectSql, [sid])
      .then((rows) => cb(undefined, this.live(sid, rows[0])))
      .catch((err) => cb(err));
  }

  /**
   * The session and its user's counter in `versionTable` (`user_id`, `version`), in
   * one query: the session row joined to the counter row, both by primary key.
   */
  getWithVersion(
    sid: string,
    versionTable: string,
    cb: (err: unknown, found: SessionWithVersion | null) => void,
  ): void {
    let sql = this.versionedSelects.get(versionTable);
    if (sql === undefined) {
      sql = this.q(
        `SELECT s."sess", s."expire", s."user_id", v."version" FROM "sessions" s ` +
          `LEFT JOIN "${versionCounterTable(versionTable)}" v ON v."user_id" = s."user_id" WHERE s."sid" = ?`,
      );
      this.versionedSelects.set(versionTable, sql);
    }
    hotSelect<SessionRow & { user_id: string | null; version: number | string | null }>(
      this.db,
      sql,
      [sid],
    )
      .then((rows) => {
        const row = rows[0];
        const sess = this.live(sid, row);
        return sess && { sess, version: Number(row.version ?? 0), versionOf: row.user_id ?? null };
      })
      .then(
        (found) => cb(undefined, found),
        (err: unknown) => cb(err, null),
      );
  }

  /** The row's session, or null when there is none or it has expired. */
  private live(sid: string, row: SessionRow | undefined): StoredSession | null {
    if (!row) return null;
    const expire = readSqlDatetime(row.expire).getTime();
    if (expire <= Date.now()) return null;
    this.remember(sid, expire);
    return (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as StoredSession;
  }

  override set(sid: string, sess: StoredSession, cb?: Callback): void {
    const expiry = sessionExpiry(sess, new Date());
    const expire = this.instant(expiry);
    const userId = sess.passport?.user ?? null;
    const json = JSON.stringify(sess);
    // A session begun by this request is inserted; any other is only updated, so a
    // request still running when its session was ended does not bring it back.
    const [sql, params] = isFreshSession(sess)
      ? [
          this.upsertSql,
          this.sqlite
            ? [sid, json, expire, userId]
            : [sid, json, expire, userId, json, expire, userId],
        ]
      : [this.updateSql, [json, expire, userId, sid]];
    this.db
      .query(sql, params)
      .then(() => {
        this.remember(sid, expiry.getTime());
        cb?.();
      })
      .catch((err) => cb?.(err));
  }

  override touch(sid: string, sess: StoredSession, cb?: Callback): void {
    const expire = sessionExpiry(sess, new Date());
    const known = this.knownExpiry.get(sid);
    if (known !== undefined && Math.abs(expire.getTime() - known) < TOUCH_EVERY_MS) {
      cb?.();
      return;
    }
    this.db
      .query(this.q('UPDATE "sessions" SET "expire" = ? WHERE "sid" = ?'), [
        this.instant(expire),
        sid,
      ])
      .then(() => {
        this.remember(sid, expire.getTime());
        cb?.();
      })
      .catch((err) => cb?.(err));
  }

  override destroy(sid: string, cb?: Callback): void {
    this.knownExpiry.delete(sid);
    this.db
      .query(this.q('DELETE FROM "sessions" WHERE "sid" = ?'), [sid])
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  /**
   * Deletes every session row of the user but `exceptSid` and returns what they held:
   * a live one ended `now`, one already expired (not purged yet) at its last activity.
   * Only the rows read are deleted: a session stored meanwhile is a sign-in that already
   * saw the new password (a sign-in checks it again after storing its session).
   */
  async destroyAllForUser(
    userId: string,
    exceptSid: string | undefined,
    now: Date,
  ): Promise<EndedSession[]> {
    const rows: SessionRowWithSid[] = await this.db.query(
      this.q('SELECT "sid", "sess", "expire" FROM "sessions" WHERE "user_id" = ? AND "sid" <> ?'),
      [userId, exceptSid ?? ''],
    );
    for (const sid of rows.map((r) => r.sid)) this.knownExpiry.delete(sid);
    await this.deleteSids(rows.map((r) => r.sid));
    const ended: EndedSession[] = [];
    for (const row of rows) {
      const held = this.held(row);
      if (!held) continue;
      const live = held.expire > now.getTime();
      ended.push({
        userId,
        loginHistoryId: held.loginHistoryId,
        endedAt: live ? now : held.lastActiveAt,
      });
    }
    return ended;
  }

  /**
   * Removes `activeDay` and `timezone` from every session row of the user but `exceptSid`,
   * in one UPDATE that edits the stored JSON in place (no read-modify-write: a row changed
   * meanwhile keeps its change; a row deleted meanwhile is not brought back). The expiry is
   * left alone, so `knownExpiry` stays right, and the hot-read lane reads the row again
   * on each request: nothing cached on this node or another holds the old day.
   */
  async forgetCountedDay(userId: string, exceptSid: string | undefined): Promise<void> {
    await this.db.query(
      this.q(
        `UPDATE "sessions" SET "sess" = json_remove("sess", '$.activeDay', '$.timezone') ` +
          `WHERE "user_id" = ? AND "sid" <> ? AND json_valid("sess") ` +
          `AND (json_extract("sess", '$.activeDay') IS NOT NULL OR json_extract("sess", '$.timezone') IS NOT NULL)`,
      ),
      [userId, exceptSid ?? ''],
    );
  }

  /** What an expired or ended row held, or null when it holds no user (or cannot be read). */
  private held(row: SessionRowWithSid): (ExpiredSession & { expire: number }) | null {
    try {
      const sess = (
        typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess
      ) as StoredSession;
      const userId = sess.passport?.user;
      if (!userId) return null;
      const expire = readSqlDatetime(row.expire).getTime();
      return {
        userId,
        loginHistoryId: sess.loginHistoryId ?? null,
        lastActiveAt: new Date(expire - idleLifetimeMs(sess)),
        expire,
      };
    } catch {
      return null; // a row we cannot read is still removed
    }
  }

  private async deleteSids(sids: string[]): Promise<void> {
    for (let i = 0; i < sids.length; i += PURGE_BATCH) {
      const batch = sids.slice(i, i + PURGE_BATCH);
      await this.db.query(
        this.q(`DELETE FROM "sessions" WHERE "sid" IN (${batch.map(() => '?').join(', ')})`),
        batch,
      );
    }
  }

  /** Deletes expired rows in batches and returns what they held. */
  async takeExpired(now: Date): Promise<ExpiredSession[]> {
    const expired: ExpiredSession[] = [];
    for (;;) {
      const rows: SessionRowWithSid[] = await this.db.query(
        this.q(
          `SELECT "sid", "sess", "expire" FROM "sessions" WHERE "expire" <= ? LIMIT ${PURGE_BATCH}`,
        ),
        [this.instant(now)],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const held = this.held(row);
        if (held) {
          const { userId, loginHistoryId, lastActiveAt } = held;
          expired.push({ userId, loginHistoryId, lastActiveAt });
        }
      }
      await this.deleteSids(rows.map((r) => r.sid));
      if (rows.length < PURGE_BATCH) break;
    }
    return expired;
  }
}

export class DatabaseSessionRegistry extends SessionRegistry {
  readonly store: DatabaseSessionStore;
  constructor(db: DataSource) {
    super();
    this.store = new DatabaseSessionStore(db);
  }
  destroyAllForUser(
    userId: string,
    exceptSid?: string,
    now: Date = new Date(),
  ): Promise<EndedSession[]> {
    return this.store.destroyAllForUser(userId, exceptSid, now);
  }
  forgetCountedDay(userId: string, exceptSid?: string): Promise<void> {
    return this.store.forgetCountedDay(userId, exceptSid);
  }
  async purgeExpired(now: Date): Promise<number> {
    const expired = await this.store.takeExpired(now);
    await this.emitExpired(expired);
    return expired.length;
  }
  async close(): Promise<void> {}
}
