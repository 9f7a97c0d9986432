import type { IncomingMessage } from 'node:http';
import type { FrontStep } from '../../../../shared/http/front-door';
import { HttpExceptionFilter } from '../../../../shared/http/http-exception.filter';
import { busyError } from '../../../../shared/domain/concurrency-limiter';
import { prepareAnswer, writeAnswer } from '../../../../shared/http/prepared-answer';
import type { PasswordHasher } from '../../domain/password-hasher';

/**
 * POST to the sign-in path while the hashing line is full: refused at the front
 * door of the HTTP server (`installFrontDoor`, after the security headers and the
 * request log), before Express's router, the body, the session or Nest. The
 * answer is the one the sign-in use case and the shared error filter give for
 * `busyError()` (429, Retry-After, the shared error body, Express's strong ETag),
 * its bytes prepared once. In a flood this is most requests, on the event loop
 * that also serves everyone else's reads (issue 7: "the excess gets 429 quickly"
 * and "reads beside them keep their p99"); through Express's router and
 * `res.json`, with an error made per request, a refusal cost about 0.4 ms of that
 * loop (docs/performance-log.md, "A sign-in flood refused at the front door").
 *
 * The path matches as Express's does (any case, one trailing slash, any query).
 * A refused request's body is never read (Node discards it to keep the connection).
 * A cross-site POST during a flood gets this 429 rather than the cross-site 403:
 * both refuse, and neither does anything.
 */
export function signInFloodDoor(
  hasher: PasswordHasher,
  signInPath: string,
  errors: HttpExceptionFilter = new HttpExceptionFilter(),
): FrontStep {
  const path = signInPath.toLowerCase();
  // One answer for every refusal: no error object (and its stack trace) per request.
  const { body, retryAfterSeconds } = errors.answer(busyError());
  const answer = prepareAnswer(JSON.stringify(body));
  const retryAfter = retryAfterSeconds === undefined ? undefined : String(retryAfterSeconds);
  return (req, res, next) => {
    if (req.method !== 'POST' || !hasher.isBusy() || !isPath(req, path)) return next();
    if (retryAfter !== undefined) res.setHeader('Retry-After', retryAfter);
    writeAnswer(res, body.statusCode, answer);
  };
}

function isPath(req: IncomingMessage, path: string): boolean {
  const url = req.url ?? '';
  const end = url.indexOf('?');
  const p = (end < 0 ? url : url.slice(0, end)).toLowerCase();
  return p === path || p === `${path}/`;
}
