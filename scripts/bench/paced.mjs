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
//
// Like autocannon, it speaks HTTP/1.1 on raw sockets with the request bytes
// built once: Node's own HTTP client (used before 2026-11-25 evening) cost
// the load generator 0.22 to 0.27 ms of CPU per request at 1,300 to 2,000
// req/s, this one 0.14 to 0.19. On MariaDB, whose server shares the load
// generator's CPU, that CPU is taken from the database.
import { appendFileSync } from 'node:fs';
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The request's bytes, built once (keep-alive, Content-Length for a body). */
function requestBytes(target, method, headers, payload) {
  const lines = [`${method} ${target.pathname}${target.search} HTTP/1.1`, `host: ${target.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push(`content-length: ${payload.length}`);
  lines.push('connection: keep-alive', '', '');
  const head = Buffer.from(lines.join('\r\n'));
  return payload ? Buffer.concat([head, payload]) : head;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * The length of the first whole response in `buf` with its status, or null
 * while it is incomplete. Content-Length, chunked, or no body (304, 204).
 */
function completeResponse(buf) {
  const headEnd = buf.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = buf.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headEnd + 4;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buf.length >= end ? { status, end } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    let at = bodyStart;
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
      at = lineEnd + 2 + size + 2;
      if (buf.length < at) return null;
      if (size === 0) return { status, end: at };
    }
  }
  return { status, end: bodyStart };
}

/**
 * Reads one connection's responses from its bytes as they arrive, calling
 * `onResponse(status)` for each whole one. The bytes are read into one shared
 * buffer (`onread`) and not kept: a Content-Length body is only counted. With a
 * Buffer per read ('data' events), every response left an ArrayBuffer outside
 * V8's heap (14 kB for the 20-goal list), and at 15,000 req/s that external
 * memory made V8 run a full collection in the load generator every 200 ms or
 * so, each putting 5 to 10 ms of its own lateness into the latencies (measured
 * on 2026-11-26 against a bare node:http server: episodes of 9 to 13 ms every
 * 200 to 310 ms, p99 7.6 ms). A head split across reads, or a chunked body, is
 * copied and read whole (`completeResponse`), as before.
 */
function responseReader(onResponse) {
  let pending = null;
  let bodyLeft = 0;
  let status = 0;
  return (view) => {
    while (view.length > 0) {
      if (bodyLeft > 0) {
        const n = Math.min(bodyLeft, view.length);
        bodyLeft -= n;
        view = view.subarray(n);
        if (bodyLeft === 0) onResponse(status);
        continue;
      }
      const buf = pending ? Buffer.concat([pending, view]) : view;
      const headEnd = buf.indexOf(HEAD_END);
      if (headEnd < 0) {
        pending = Buffer.from(buf);
        return;
      }
      const head = buf.toString('latin1', 0, headEnd);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length) {
        const response = completeResponse(buf);
        if (!response) {
          pending = Buffer.from(buf);
          return;
        }
        pending = null;
        onResponse(response.status);
        view = buf.subarray(response.end);
        continue;
      }
      pending = null;
      status = Number(head.slice(9, 12));
      const bodyStart = headEnd + 4;
      const have = buf.length - bodyStart;
      const size = Number(length[1]);
      if (have >= size) {
        onResponse(status);
        view = buf.subarray(bodyStart + size);
        continue;
      }
      bodyLeft = size - have;
      return;
    }
  };
}

/** The one buffer every connection reads into (each read is handled before the next). */
const READ_BUFFER = Buffer.alloc(64 * 1024);

/**
 * Resolves to { requestsPerSec, p50, p99, max, sendLagP99, sendLagMax, queueP99,
 * clientCpuShare (the generator's CPU, % of one core), total, failures, seconds }.
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
  const target = new URL(url);
  const payload = body === undefined ? undefined : Buffer.from(body);
  const bytes = requestBytes(target, method, headers, payload);
  const latencies = [];
  // How long each measured request waited for a free connection (all busy
  // with earlier requests): a tail made of this is a queue behind a slow
  // stretch of the server, not each request being slow.
  const waits = [];
  // BENCH_PACED_TRACE=<file>: per measured request, one line: its due time
  // (ms from the first measured one), its latency and how long it waited for
  // a free connection, to see whether a tail is spread out or one stall.
  const traceFile = process.env.BENCH_PACED_TRACE;
  const trace = [];
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
  // The generator's own CPU over the run: near a whole core, it cannot keep its pace or read
  // the answers on time, and its figures are its own lateness, not the server's.
  const cpuAtStart = process.cpuUsage();
  const interval = 1000 / rate;
  const measuredFrom = start + warmup * interval;
  /** Due times of requests waiting for a free connection, oldest first. */
  const waiting = [];
  const idle = [];
  const sockets = [];
  let finished = false;

  return new Promise((resolve) => {
    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      const seconds = (performance.now() - measuredFrom) / 1000;
      const cpu = process.cpuUsage(cpuAtStart);
      const clientCpuShare = (cpu.user + cpu.system) / 10 / (performance.now() - start);
      if (traceFile)
        appendFileSync(
          traceFile,
          `# run ${new Date().toISOString()} ${rate} req/s, measured from ${(performance.timeOrigin + measuredFrom).toFixed(1)} (epoch ms)\n` +
            trace
              .map(([due, ms, wait]) => `${due.toFixed(1)} ${ms.toFixed(2)} ${wait.toFixed(2)}`)
              .join('\n') +
            '\n',
        );
      latencies.sort((a, b) => a - b);
      const round = (v) => Math.round(v * 10) / 10;
      resolve({
        requestsPerSec: counted / seconds,
        p50: round(percentile(latencies, 50)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies.at(-1) ?? 0),
        sendLagP99: round(percentile(lags, 99)),
        sendLagMax: round(lags.reduce((a, b) => Math.max(a, b), 0)),
        queueP99: round(percentile(waits, 99)),
        clientCpuShare: Math.round(clientCpuShare),
        total: counted,
        failures,
        seconds,
        // The whole run with its warm-up, for figures the server measures over all of
        // it (its CPU time): every request answered or failed, and the seconds from the
        // first send to the last answer.
        withWarmup: { requests: done, seconds: (performance.now() - start) / 1000 },
      });
    };
    const settle = (due, ok, sentAt = due) => {
      if (due >= measuredFrom) {
        counted++;
        if (ok) {
          const ms = performance.now() - due;
          latencies.push(ms);
          waits.push(sentAt - due);
          if (traceFile) trace.push([due - measuredFrom, ms, sentAt - due]);
        } else failures++;
      }
      if (++done === total) finish();
    };
    const openConnection = () => {
      const read = responseReader((status) => {
        const due = conn.due;
        conn.due = null;
        settle(due, status >= 200 && status < 300, conn.sentAt);
        release(conn);
      });
      const conn = {
        socket: connect({
          port: Number(target.port),
          host: target.hostname,
          onread: { buffer: READ_BUFFER, callback: (n, buf) => void read(buf.subarray(0, n)) },
        }),
        due: null,
        lost: false,
      };
      conn.socket.setNoDelay(true);
      sockets.push(conn.socket);
      conn.socket.on('connect', () => release(conn));
      const broken = () => {
        // 'error' is followed by 'close': one replacement per lost connection.
        if (finished || conn.lost) return;
        conn.lost = true;
        const i = sockets.indexOf(conn.socket);
        if (i >= 0) sockets.splice(i, 1);
        const j = idle.indexOf(conn);
        if (j >= 0) idle.splice(j, 1);
        if (conn.due !== null) settle(conn.due, false);
        conn.due = null;
        openConnection();
      };
      conn.socket.on('error', broken);
      conn.socket.on('close', broken);
    };
    /** A free connection takes the oldest waiting request, or waits for one. */
    const release = (conn) => {
      const due = waiting.shift();
      if (due === undefined) return void idle.push(conn);
      send(conn, due);
    };
    const send = (conn, due) => {
      conn.due = due;
      conn.sentAt = performance.now();
      conn.socket.write(bytes);
    };
    for (let i = 0; i < connections; i++) openConnection();
    // A 1 ms tick sends every request that has fallen due.
    const timer = setInterval(() => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        if (due >= measuredFrom) lags.push(now - due);
        sent++;
        const conn = idle.pop();
        if (conn) send(conn, due);
        else waiting.push(due);
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
