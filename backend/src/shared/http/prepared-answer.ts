import type { ServerResponse } from 'node:http';
import etag from 'etag';

/** A JSON answer ready to send: its UTF-8 bytes and its strong ETag. */
export interface PreparedAnswer {
  body: Buffer;
  etag: string;
}

/**
 * The JSON's bytes with `tag` as its ETag, or without one Express's strong ETag over
 * the JSON (etag hashes the string's UTF-8 bytes, as Express does).
 */
export function prepareAnswer(json: string, tag?: string): PreparedAnswer {
  return { body: Buffer.from(json), etag: tag ?? etag(json) };
}

/** Writes a prepared answer with the headers Express's `res.json` gives it, and ends. */
export function writeAnswer(res: ServerResponse, status: number, answer: PreparedAnswer): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', answer.body.length);
  res.setHeader('ETag', answer.etag);
  res.end(answer.body);
}
