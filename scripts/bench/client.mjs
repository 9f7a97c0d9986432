// Runs one autocannon measurement and prints its summary as JSON (one line).
// Usage: node client.mjs '<json options>'; started pinned to its own core by bench.mjs.
// No pipelining (one request in flight per connection), keep-alive connections.
// `rate` (requests/s over all connections) turns it into a fixed-rate load.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { pacedLoad } from './paced.mjs';

const o = JSON.parse(process.argv[2]);
const request = { method: o.method, path: o.path, headers: o.headers, body: o.body };
if (o.uniqueIdempotencyKey) {
  request.setupRequest = (req) => ({
    ...req,
    headers: { ...req.headers, 'idempotency-key': randomUUID() },
  });
}

if (o.rate && o.pacer !== 'autocannon') {
  // A fixed rate: evenly paced (see paced.mjs for why not autocannon's overallRate).
  const result = await pacedLoad({
    ...request,
    url: o.url,
    connections: o.connections,
    rate: o.rate,
    durationSec: o.durationSec,
  });
  console.log(JSON.stringify(result));
  process.exit(0);
}

const started = performance.now();
const instance = autocannon(
  {
    url: o.url,
    connections: o.connections,
    pipelining: 1,
    duration: o.durationSec,
    maxOverallRequests: o.maxRequests,
    ...(o.rate ? { overallRate: Math.max(1, Math.round(o.rate)) } : {}),
    timeout: 30,
    requests: [request],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    const non2xx = result.non2xx + result.errors + result.timeouts;
    // Our own clock: autocannon's duration is too coarse when a run ends at maxRequests.
    const seconds = (performance.now() - started) / 1000;
    console.log(
      JSON.stringify({
        // Answered with 2xx: a refused request (429 at the door) is not throughput.
        requestsPerSec: result['2xx'] / Math.max(seconds, 0.001),
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        total: result.requests.total,
        failures: non2xx,
        // What failed: status codes other than 2xx, socket errors, timeouts.
        failed: {
          statuses: Object.fromEntries(
            Object.entries(result.statusCodeStats ?? {})
              .filter(([code]) => !code.startsWith('2'))
              .map(([code, { count }]) => [code, count]),
          ),
          errors: result.errors,
          timeouts: result.timeouts,
        },
        seconds,
      }),
    );
  },
);
// Bounded in time and requests; a hard stop in case the server hangs.
setTimeout(() => instance.stop(), (o.durationSec + 30) * 1000).unref();
