import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SessionData, Store } from 'express-session';
import fresh from 'fresh';
import { readsSessionWithVersion } from '../../session/database-session.store';
import { signedSessionId } from '../../session/session-cookie';
import { versionEtagOf } from '../if-match';
import { type AppSessionData, visitCountedToday } from '../../session/session-registry';
import type { HotReadRoute } from './hot-read-routes';
import { type PreparedAnswer, prepareAnswer, writeAnswer } from '../prepared-answer';
import { KeptAnswers } from './kept-answers';

/** How many bytes of answers the lane keeps per process (`KeptAnswers` makes room by CLOCK). */
export const KEPT_ANSWER_BYTES = 32 * 1024 * 1024;

export interface HotReadLaneOptions {
  /** Path -> read, from `HotReadRoutes`. */
  routes: ReadonlyMap<string, HotReadRoute>;
  /** The session store express-session uses. */
  store: Store;
  cookieName: string;
  /** The session secrets, the signing one first (all verify). */
  secrets: readonly string[];
  /**
   * Reads a user's counter in a version table, for a store that cannot read it with
   * the session (Redis). Without it, and such a store, answers are not kept.
   */
  readVersion?: (versionTable: string, userId: string) => Promise<number>;
  /** Bytes of kept answers (`KEPT_ANSWER_BYTES` unless given). */
  keptBytes?: number;
}

type StoredSession = SessionData & AppSessionData;

/** A session, and the counter of the route's version table when it keeps its answer. */
type SessionRead = (err: unknown, sess: StoredSession | null, version: number | null) => void;

/**
 * The hot-read lane: answers the `@HotRead()` routes in front of Express and
 * Nest for the common case, with the same answer the full stack would give
 * (status, headers, body, 304 on a matching If-None-Match) at a fraction of
 * its cost. The common case: a GET of the exact path, without a body, with a
 * session cookie signed by one of the secrets, naming a stored session that
 * holds a user id and has already counted today's visit. Anything else (no or
 * bad cookie, no session, a new day to count, a HEAD, a query string, a read
 * that fails) is handed to the full stack untouched, which answers it as
 * always (401, the daily-visit check, 503...). Like express-session, an
 * answered request touches the session (idle expiry) before the answer ends.
 * A route marked `keptWhileUnchanged` has its answer kept per user with the
 * version counter read with the session, and served again while that counter
 * is unchanged (docs/adr/0009-goal-list-kept-while-unchanged.md).
 * Measured in docs/performance.md; why in docs/adr/0006-hot-reads.md.
 */
export class HotReadLane {
  private readonly kept: KeptAnswers;

  constructor(private readonly options: HotReadLaneOptions) {
    this.kept = new KeptAnswers(options.keptBytes ?? KEPT_ANSWER_BYTES);
  }

  /** Answers the request, or calls `next()` to hand it to the full stack. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const path = req.url ?? '';
    const route = req.method === 'GET' ? this.options.routes.get(path) : undefined;
    if (!route || hasBody(req)) return next();
    const { cookieName, secrets } = this.options;
    const sid = signedSessionId(req.headers.cookie, cookieName, secrets);
    if (!sid) return next();
    this.readSession(sid, route.keptWhileUnchanged, (error, sess, version) => {
      const userId = sess?.passport?.user;
      if (
        error ||
        !sess ||
        typeof userId !== 'string' ||
        userId.length === 0 ||
        typeof sess.cookie !== 'object' ||
        sess.cookie === null ||
        !visitCountedToday(sess, new Date())
      )
        return next();
      const key = `${path} ${userId}`;
      if (version !== null) {
        const kept = this.kept.get(key, version);
        if (kept) return this.touch(req, sid, sess, () => send(req, res, kept));
      }
      const zone = typeof sess.timezone === 'string' ? sess.timezone : undefined;
      Promise.resolve()
        .then(() => route.read(userId, zone))
        .then((body) => {
          const json = JSON.stringify(body) ?? '';
          // A record under `@VersionEtags()` is tagged with its version, as the full stack's.
          const answer = prepareAnswer(json, route.versionEtag ? versionEtagOf(body) : undefined);
          // Read after the counter: the copy holds every change counted up to `version`.
          if (version !== null) this.kept.keep(key, version, answer);
          this.touch(req, sid, sess, () => send(req, res, answer));
        })
        // The full stack reads again and answers the failure its own way.
        .catch(() => (res.headersSent ? res.destroy() : next()));
    });
  }

  /**
   * The session, and for a kept route its user's counter: in the session's own query
   * when the store can join it (the database store), otherwise read right after it.
   * The counter is null (nothing kept or served from keeping) when it cannot be read
   * or belongs to another user than the session's.
   */
  private readSession(sid: string, versionTable: string | undefined, then: SessionRead): void {
    const { store, readVersion } = this.options;
    const asStored = (sess: SessionData | null | undefined) =>
      (sess ?? null) as StoredSession | null;
    if (versionTable === undefined) {
      return store.get(sid, (error: unknown, sess) => then(error, asStored(sess), null));
    }
    if (readsSessionWithVersion(store)) {
      return store.getWithVersion(sid, versionTable, (error, found) => {
        const ownVersion = found && found.versionOf === found.sess.passport?.user;
        then(error, found?.sess ?? null, ownVersion ? found.version : null);
      });
    }
    store.get(sid, (error: unknown, stored) => {
      const sess = asStored(stored);
      const userId = sess?.passport?.user;
      if (error || !readVersion || typeof userId !== 'string') return then(error, sess, null);
      readVersion(versionTable, userId).then(
        (version) => then(undefined, sess, version),
        () => then(undefined, sess, null),
      );
    });
  }

  /** As express-session ends a request: the session touched (idle expiry), then `then`. */
  private touch(req: IncomingMessage, sid: string, sess: StoredSession, then: () => void): void {
    const { store } = this.options;
    (req as IncomingMessage & { sessionID?: string }).sessionID = sid;
    const session = store.createSession(req as never, sess);
    session.touch();
    if (!store.touch) return then();
    // A failed touch does not fail the answer (nor does it under express-session).
    store.touch(sid, session, () => then());
  }
}

/** Express's `res.json` with the app's strong ETag: 200 with the body, or 304 when fresh. */
function send(req: IncomingMessage, res: ServerResponse, answer: PreparedAnswer): void {
  if (fresh(req.headers, { etag: answer.etag })) {
    res.setHeader('ETag', answer.etag);
    res.statusCode = 304;
    res.end();
    return;
  }
  writeAnswer(res, 200, answer);
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
