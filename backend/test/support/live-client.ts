import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { uniqueEmail, type TestApp } from './test-app';

export interface LiveResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  text: string;
}

export interface SendOptions {
  cookie?: string;
  /** Sent as JSON, or as it is when a string or Buffer. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface LiveClient {
  baseUrl: string;
  send(method: string, path: string, options?: SendOptions): Promise<LiveResponse>;
  /** Registers a fresh user and answers the session cookie and the user. */
  signUp(): Promise<{ cookie: string; user: Record<string, unknown> }>;
  close(): Promise<void>;
}

/**
 * The test app listening on a real port, with a keep-alive connection pool:
 * for tests that fire many concurrent requests (supertest opens a new
 * listener for every request).
 */
export async function liveClient(t: TestApp, maxSockets = 32): Promise<LiveClient> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  const send = (method: string, path: string, options: SendOptions = {}) =>
    new Promise<LiveResponse>((resolve, reject) => {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.cookie) headers.cookie = options.cookie;
      let payload: Buffer | undefined;
      if (options.body !== undefined) {
        payload = Buffer.isBuffer(options.body)
          ? options.body
          : Buffer.from(
              typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
            );
        headers['content-type'] ??= 'application/json';
        headers['content-length'] = String(payload.length);
      }
      const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });

  return {
    baseUrl,
    send,
    async signUp() {
      const res = await send('POST', '/api/register', {
        body: {
          email: uniqueEmail('live'),
          password: 'correct-horse-battery-staple',
          firstName: 'Live',
          lastName: 'Client',
        },
      });
      if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.text}`);
      const cookie = res.headers['set-cookie']?.[0]?.split(';')[0];
      if (!cookie) throw new Error('register set no cookie');
      return { cookie, user: res.body as Record<string, unknown> };
    },
    async close() {
      agent.destroy();
    },
  };
}
