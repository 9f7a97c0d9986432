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

/**
 * Keys no field of ours is named and that JavaScript gives a meaning of their own:
 * class-transformer skips them without a word, so the validation pipe's refusal of
 * unknown fields never saw them (`{"title":"x","constructor":{}}` was saved, the key
 * dropped). They are refused here like any unknown field.
 */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A string whose UTF-16 surrogates all come in pairs (ES2024's String#isWellFormed). */
const wellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * What is wrong with a parsed body's shape, or null: not an object, too deep, a reserved
 * key, or a string with a lone surrogate (`"\ud800"` is valid JSON but no character:
 * both databases stored it as U+FFFD while the create's answer echoed it as sent).
 */
function shapeProblem(value: unknown, maxDepth: number): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return 'Request body must be a JSON object';
  }
  const stack: Array<[unknown, number, string]> = [[value, 0, '']];
  while (stack.length) {
    const [node, depth, path] = stack.pop()!;
    if (depth >= maxDepth) return `Request body is nested more than ${maxDepth} levels deep`;
    for (const key of Object.keys(node as object)) {
      const child = (node as Record<string, unknown>)[key];
      if (RESERVED_KEYS.has(key))
        return `property ${path ? `${path}.${key}` : key} should not exist`;
      // Only objects have keys to name: a leaf needs no path (a 500-goal batch has 5,000).
      if (child !== null && typeof child === 'object')
        stack.push([child, depth + 1, path ? `${path}.${key}` : key]);
      else if (typeof child === 'string' && !wellFormed(child))
        return `${path ? `${path}.${key}` : key} must be valid Unicode text (it holds half of a character)`;
    }
  }
  return null;
}

/**
 * JSON bodies only: 415 for another content type, 413 beyond the size limit,
 * 400 for malformed or too deeply nested JSON, a body that is not an object, a
 * reserved key ('constructor') or half of a character.
 * Always the shared error body.
 */
export function jsonBody(options: JsonBodyOptions) {
  const parsers = new Map<string, ReturnType<typeof express.json>>();
  const parserFor = (limit: string) => {
    let p = parsers.get(limit);
    if (!p) {
      // Not strict: a body of `null` or `"text"` is valid JSON, answered "must be a JSON
      // object" below rather than "not valid JSON".
      p = express.json({ limit, strict: false, type: ['application/json', 'application/*+json'] });
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
      const problem = shapeProblem(req.body, MAX_JSON_DEPTH);
      if (problem) return errorBody(res, 400, 'Bad Request', problem);
      next();
    });
  };
}
