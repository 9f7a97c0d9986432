/**
 * jsdom has no fetch. RTK Query builds a `Request` before calling fetch, so the test
 * environment needs the WHATWG fetch classes: we lend Node's own (undici) to jsdom.
 * - Request resolves relative URLs ('/api/...') against the jsdom page URL, like a browser.
 * - AbortController/AbortSignal come from Node too, because Node's Request only accepts
 *   its own AbortSignal.
 * (MessageChannel stays out on purpose: an open Node MessagePort keeps Jest workers alive.)
 * `fetch` itself is replaced per test by the fake network (src/shared/testing/fake-network.ts).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    const NodeRequest = globalThis.Request;
    class BrowserLikeRequest extends NodeRequest {
      constructor(input, init) {
        const resolved =
          typeof input === 'string' || input instanceof URL
            ? new URL(String(input), g.location.href).href
            : input;
        super(resolved, init);
      }
    }
    g.Request = BrowserLikeRequest;
    g.Response = globalThis.Response;
    g.Headers = globalThis.Headers;
    g.FormData = g.FormData ?? globalThis.FormData;
    g.AbortController = globalThis.AbortController;
    g.AbortSignal = globalThis.AbortSignal;
    g.TextEncoder = globalThis.TextEncoder;
    g.TextDecoder = globalThis.TextDecoder;
    g.ReadableStream = globalThis.ReadableStream;
    g.TransformStream = globalThis.TransformStream;
    g.WritableStream = globalThis.WritableStream;
    g.structuredClone = globalThis.structuredClone;
    g.fetch = () => Promise.reject(new Error('Network disabled in tests: use the fake network'));
  }
}

module.exports = JsdomWithFetchEnvironment;
