import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { liveClient, type LiveClient } from '../support/live-client';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  apiDocument,
  operations,
  ownerWithRecords,
  urlFor,
  type Operation,
  type Owned,
} from './support/api-routes';

jest.setTimeout(120_000);

const KB = 1024;
const NORMAL_LIMIT = 100 * KB;
const BATCH_LIMIT = 1024 * KB;
const BATCH = 'POST /api/goals/batch';

/** A JSON object of exactly `bytes` bytes: {"title":"xxx..."}. */
function jsonOfSize(bytes: number): string {
  const shell = '{"title":""}';
  return `{"title":"${'x'.repeat(bytes - shell.length)}"}`;
}

/** A valid batch of 500 goals close to (but under) `bytes`. */
function batchOfSize(bytes: number): string {
  const one = (description: string, i: number) => ({ title: `Goal ${i + 1}`, description });
  const probe = JSON.stringify({ goals: Array.from({ length: 500 }, (_, i) => one('', i)) }).length;
  const per = Math.floor((bytes - probe) / 500);
  return JSON.stringify({ goals: Array.from({ length: 500 }, (_, i) => one('d'.repeat(per), i)) });
}

const isShared413 = (res: { status: number; body: unknown }) =>
  res.status === 413 &&
  (res.body as { statusCode?: number; error?: string; message?: string })?.statusCode === 413 &&
  (res.body as { error?: string }).error === 'Payload Too Large' &&
  typeof (res.body as { message?: string }).message === 'string';

/**
 * Big bodies (issue 7): beyond 100 kB every route answers 413, the batch only
 * beyond 1 MB, always with the shared error body, signed in or not, with a
 * Content-Length or chunked.
 */
describe('body size limits', () => {
  let t: TestApp;
  let c: LiveClient;
  let owner: Owned;
  let writes: Operation[];
  beforeAll(async () => {
    t = await startTestApp();
    c = await liveClient(t);
    owner = await ownerWithRecords(c);
    writes = operations(apiDocument(t)).filter((op) => op.bodySchema !== null);
  });
  afterAll(async () => {
    await c.close();
    await t.close();
  });

  it('every write route: just over 100 kB and 1 MB answer 413 with the shared body; just under is read', async () => {
    const problems: string[] = [];
    for (const op of writes.filter((w) => w.route !== BATCH)) {
      const url = urlFor(op, owner);
      for (const size of [NORMAL_LIMIT + 1, BATCH_LIMIT, BATCH_LIMIT + 1]) {
        for (const cookie of [owner.cookie, undefined]) {
          const res = await c.send(op.method, url, { cookie, body: jsonOfSize(size) });
          if (!isShared413(res))
            problems.push(
              `${op.route} ${size} bytes ${cookie ? 'signed in' : 'signed out'}: ${res.status} ${res.text.slice(0, 120)}`,
            );
        }
      }
      const under = await c.send(op.method, url, {
        cookie: owner.cookie,
        body: jsonOfSize(NORMAL_LIMIT - 1),
      });
      if (under.status === 413 || under.status >= 500)
        problems.push(`${op.route} under the limit: ${under.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('the batch: a 500-goal body just under 1 MB is created; just over 1 MB is 413', async () => {
    const ok = batchOfSize(BATCH_LIMIT - 2 * KB);
    expect(ok.length).toBeGreaterThan(NORMAL_LIMIT * 9);
    const created = await c.send('POST', '/api/goals/batch', { cookie: owner.cookie, body: ok });
    expect(created.status).toBe(201);
    expect((created.body as unknown[]).length).toBe(500);
    for (const size of [BATCH_LIMIT + 1, 5 * BATCH_LIMIT]) {
      const res = await c.send('POST', '/api/goals/batch', {
        cookie: owner.cookie,
        body: jsonOfSize(size),
      });
      expect({ size, shared413: isShared413(res) }).toEqual({ size, shared413: true });
    }
  });

  it('a chunked body without Content-Length is cut at the limit too', async () => {
    const { port } = t.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/goals',
          headers: {
            'content-type': 'application/json',
            cookie: owner.cookie,
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', (e: NodeJS.ErrnoException) =>
        e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e),
      );
      req.write('{"title":"');
      const chunk = 'x'.repeat(16 * KB);
      let sent = 0;
      const pump = () => {
        while (sent < 2 * BATCH_LIMIT) {
          sent += chunk.length;
          if (!req.write(chunk)) return req.once('drain', pump);
        }
        req.end('"}');
      };
      pump();
    });
    expect(status).toBe(413);
  });
});
