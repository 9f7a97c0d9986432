import { jest } from '@jest/globals';

/** What a fake endpoint answers. `body` is JSON-encoded unless it is a string. */
export interface FakeResponse {
  status?: number;
  statusText?: string;
  body?: unknown;
}

export interface FakeRequest {
  method: string;
  /** Pathname + search, e.g. '/api/goals?x=1'. */
  path: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body, the raw text when not JSON, or undefined when empty. */
  body: unknown;
  /** The request's abort signal (a time limit ends a request through it). */
  signal: AbortSignal;
}

export type FakeHandler =
  FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

/** Keys are 'METHOD /path' (pathname only, no query string). */
export type FakeRoutes = Record<string, FakeHandler>;

/** Answers every test starts with: signed out, no quote. */
export const DEFAULT_ROUTES: FakeRoutes = {
  'GET /api/auth/user': {
    status: 401,
    body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
  },
  'GET /api/quotes/random': {
    status: 404,
    body: { statusCode: 404, message: 'No quotes', error: 'Not Found' },
  },
};

function toResponse({ status = 200, statusText = '', body }: FakeResponse): Response {
  const noBody = body === undefined || status === 204 || status === 304;
  const text = noBody ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, {
    status,
    statusText,
    headers:
      typeof body === 'string'
        ? { 'content-type': 'text/plain' }
        : { 'content-type': 'application/json' },
  });
}

/**
 * Replaces global fetch with a fake server for one test. Unknown routes answer 404 JSON.
 * `network.calls` records every request; `network.on(key, handler)` changes an answer.
 */
export function installFakeNetwork(routes: FakeRoutes = {}) {
  const table: FakeRoutes = { ...DEFAULT_ROUTES, ...routes };
  const calls: FakeRequest[] = [];

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    let body: unknown;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const fake: FakeRequest = {
      method: request.method.toUpperCase(),
      path: url.pathname + url.search,
      url,
      headers: request.headers,
      body,
      signal: request.signal,
    };
    calls.push(fake);
    const handler = table[`${fake.method} ${url.pathname}`];
    if (!handler) {
      return toResponse({
        status: 404,
        body: {
          statusCode: 404,
          message: `Cannot ${fake.method} ${url.pathname}`,
          error: 'Not Found',
        },
      });
    }
    return toResponse(typeof handler === 'function' ? await handler(fake) : handler);
  });

  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    fetch: fetchMock,
    calls,
    on(key: string, handler: FakeHandler) {
      table[key] = handler;
    },
    /** Requests made to 'METHOD /path' (pathname only). */
    callsTo(key: string) {
      const [method, path] = key.split(' ');
      return calls.filter((call) => call.method === method && call.url.pathname === path);
    },
  };
}

export type FakeNetwork = ReturnType<typeof installFakeNetwork>;

/** A promise you resolve by hand: keeps a request pending to test 'in progress' states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
