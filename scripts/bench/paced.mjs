// An open-loop, evenly paced load: request i is due at start + i / rate, sent
// on one of `connections` keep-alive connections (no pipelining; when all are
// busy it waits for one), and its latency is counted from when it was due, so
// a slow server is not hidden by requests that were never sent (no
// "coordinated omission"). The first `warmupSec` are sent at the same pace on
// the same connections but not counted: the connections open and both sides'
// code is compiled then (without it, the first 200 ms alone put 1 % of a 6 s
// run's requests past 15 ms, which is the whole p99).
//
// Why not autocannon's own `overallRate`: autocannon gives each connection a
// quota per second and sends it back to back, then pauses until the next
// second. At "70 %" the server therefore runs flat out for the first 0.7 s of
// every second and idles for the rest: its latencies are those of full load
// in bursts, not of a steady 70 %. The max-rate runs still use autocannon.
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Resolves to { requestsPerSec, p50, p99, max, sendLagP99, sendLagMax, total,
 * failures, seconds }.
 */
export function pacedLoad({
  url,
  method = 'GET',
  headers = {},
  body,
  connections,
  rate,
  durationSec,
  warmupSec = 1,
}) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const payload = body === undefined ? undefined : Buffer.from(body);
  const latencies = [];
  // How late the client itself sent each measured request (its timer firing
  // late: its own GC, or its CPU taken): a tail here is not the server's.
  const lags = [];
  let failures = 0;
  let sent = 0;
  let done = 0;
  let counted = 0;
  const warmup = Math.round(rate * warmupSec);
  const total = warmup + Math.max(1, Math.round(rate * durationSec));
  const start = performance.now();
  const interval = 1000 / rate;
  const measuredFrom = start + warmup * interval;

  return new Promise((resolve) => {
    const finish = () => {
      clearInterval(timer);
      agent.destroy();
      const seconds = (performance.now() - measuredFrom) / 1000;
      latencies.sort((a, b) => a - b);
      const at = (p) =>
        latencies.length
          ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
          : 0;
      const round = (v) => Math.round(v * 10) / 10;
      resolve({
        requestsPerSec: counted / seconds,
        p50: round(at(50)),
        p99: round(at(99)),
        max: round(latencies.at(-1) ?? 0),
        sendLagP99: round(percentile(lags, 99)),
        sendLagMax: round(Math.max(0, ...lags)),
        total: counted,
        failures,
        seconds,
      });
    };
    const fire = (due, now) => {
      const measured = due >= measuredFrom;
      if (measured) lags.push(now - due);
      const req = httpRequest(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers: payload ? { ...headers, 'content-length': payload.length } : headers,
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if (measured) {
              counted++;
              if (res.statusCode >= 200 && res.statusCode < 300)
                latencies.push(performance.now() - due);
              else failures++;
            }
            if (++done === total) finish();
          });
        },
      );
      req.on('error', () => {
        if (measured) failures++;
        if (++done === total) finish();
      });
      req.end(payload);
    };
    // A 1 ms tick sends every request that has fallen due.
    const timer = setInterval(() => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        fire(start + sent * interval, now);
        sent++;
      }
    }, 1);
    // Bounded: whatever has not answered 30 s after the last send counts as failed.
    setTimeout(
      () => {
        failures += total - done;
        done = total;
        finish();
      },
      (warmupSec + durationSec + 30) * 1000,
    ).unref();
  });
}
