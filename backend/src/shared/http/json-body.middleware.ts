import express, { NextFunction, Request, Response } from 'express';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const MAX_JSON_DEPTH = 32;

export interface JsonBodyOptions {
  /** Default limit for JSON bodies (decisions.md §3: 100 kB). */
  limit: string;
  /** Larger limits for given paths (the batch endpoint allows 1 MB). */
  largeBodyPaths: Record<string, string>;
}

function errorBody(res: Response, statusCode: number, error: string, message: string) {
  res.status(statusCode).json({ statusCode, message, error });
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

function depthExceeds(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node as object)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * JSON bodies only: 415 for another content type, 413 beyond the size limit,
 * 400 for malformed or too deeply nested JSON. Always the shared error body.
 */
export function jsonBody(options: JsonBodyOptions) {
  const parsers = new Map<string, ReturnType<typeof express.json>>();
  const parserFor = (limit: string) => {
    let p = parsers.get(limit);
    if (!p) {
      p = express.json({ limit, strict: true, type: ['application/json', 'application/*+json'] });
      parsers.set(limit, p);
    }
    return p;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (!WITH_BODY.has(req.method) || !hasBody(req)) return next();
    const type = req.headers['content-type'] ?? '';
    if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
      return errorBody(res, 415, 'Unsupported Media Type', 'Content-Type must be application/json');
    }
    const limit = options.largeBodyPaths[req.path] ?? options.limit;
    parserFor(limit)(req, res, (err?: unknown) => {
      if (err) {
        const e = err as { type?: string; status?: number };
        if (e.type === 'entity.too.large' || e.status === 413) {
          return errorBody(res, 413, 'Payload Too Large', `Request body is larger than ${limit}`);
        }
        if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
          return errorBody(res, 415, 'Unsupported Media Type', 'Request body must be UTF-8 JSON');
        }
        return errorBody(res, 400, 'Bad Request', 'Request body is not valid JSON');
      }
      if (depthExceeds(req.body, MAX_JSON_DEPTH)) {
        return errorBody(
          res,
          400,
          'Bad Request',
          `Request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
        );
      }
      next();
    });
  };
}
