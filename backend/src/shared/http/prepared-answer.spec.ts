import type { ServerResponse } from 'node:http';
import { prepareAnswer, writeAnswer } from './prepared-answer';

describe('prepareAnswer', () => {
  it('carries the ETag Express gives the same JSON', () => {
    const a = prepareAnswer('{"title":"été"}');
    expect(a.body.toString('utf8')).toBe('{"title":"été"}');
    expect(a.etag).toMatch(/^"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    expect(a.etag.startsWith(`"${a.body.length.toString(16)}-`)).toBe(true);
  });

  it('carries a given ETag instead (a version ETag)', () => {
    const a = prepareAnswer('{"version":4}', '"4"');
    expect(a.etag).toBe('"4"');
    expect(a.body.toString('utf8')).toBe('{"version":4}');
  });
});

describe('writeAnswer', () => {
  it("writes the status, res.json's headers with the byte length, and the bytes", () => {
    const headers: Record<string, string | number> = {};
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string | number) => (headers[name] = value),
      end: jest.fn(),
    };
    const a = prepareAnswer('{"title":"été"}');
    writeAnswer(res as unknown as ServerResponse, 429, a);
    expect(res.statusCode).toBe(429);
    expect(headers).toEqual({
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': 17,
      ETag: a.etag,
    });
    expect(res.end).toHaveBeenCalledWith(a.body);
  });
});
