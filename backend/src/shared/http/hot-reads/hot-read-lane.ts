import type { IncomingMessage, ServerResponse } from 'node:http';
import etag from 'etag';
import type { SessionData, Store } from 'express-session';
import fresh from 'fresh';
import { signedSessionId } from '../../session/session-cookie';
import { type AppSessionData, visitCountedToday } from '../../session/session-registry';
import type { HotReadHandler } from './hot-read.decorator';

export interface HotReadLaneOptions {
  /** Path -> read, from `HotReadRoutes`. */
  routes: ReadonlyMap<string, HotReadHandler>;
  /** The session store express-session uses. */
  store: Store;
  cookieName: string;
  /** The session secrets, the signing one first (all verify). */
  secrets: readonly string[];
}

type StoredSession = SessionData & AppSessionData;

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
 * Measured in docs/performance.md; why in docs/adr/0006-hot-reads.md.
 */
export class HotReadLane {
  constructor(private readonly options: HotReadLaneOptions) {}

  /** Answers the request, or calls `next()` to hand it to the full stack. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const read = req.method === 'GET' ? this.options.routes.get(req.url ?? '') : undefined;
    if (!read || hasBody(req)) return next();
    const { store, cookieName, secrets } = this.options;
    const sid = signedSessionId(req.headers.cookie, cookieName, secrets);
    if (!sid) return next();
    store.get(sid, (error: unknown, stored?: SessionData | null) => {
      const sess = stored as StoredSession | null | undefined;
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
      const zone = typeof sess.timezone === 'string' ? sess.timezone : undefined;
      Promise.resolve()
        .then(() => read(userId, zone))
        .then((body) => {
          const json = JSON.stringify(body) ?? '';
          this.touch(req, sid, sess, () => sendJson(req, res, json));
        })
        // The full stack reads again and answers the failure its own way.
        .catch(() => (res.headersSent ? res.destroy() : next()));
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
function sendJson(req: IncomingMessage, res: ServerResponse, json: string): void {
  // The ETag over the string is the one Express computes over its bytes (etag hashes UTF-8).
  const tag = etag(json);
  res.setHeader('ETag', tag);
  if (fresh(req.headers, { etag: tag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
