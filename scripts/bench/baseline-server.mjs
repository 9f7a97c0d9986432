// A bare node:http server that answers each scenario's JSON from memory
// (JSON.stringify per request, and JSON.parse of request bodies): the ceiling
// the app is compared with. Listens on 127.0.0.1 only.
// Usage: node baseline-server.mjs <answers.json>; prints "listening <port>".
import { readFileSync } from 'node:fs';
import http from 'node:http';

const answers = JSON.parse(readFileSync(process.argv[2], 'utf8')); // { "METHOD path": {status, body} }

let cpu = process.cpuUsage();

/** This thread's sleeps waiting for work (Linux's voluntary context switches), or null. */
function waits() {
  try {
    const status = readFileSync('/proc/thread-self/status', 'utf8');
    return Number(/^voluntary_ctxt_switches:\s*(\d+)/m.exec(status)[1]);
  } catch {
    return null;
  }
}
let waited = waits();

const server = http.createServer((req, res) => {
  if (req.url === '/__cpu') {
    // CPU time (ms) since the previous call, for bench.mjs's ms/request figure,
    // and how many times the event loop slept meanwhile.
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const now = waits();
    const slept = now === null || waited === null ? null : now - waited;
    waited = now;
    res.end(JSON.stringify({ cpuMs: (used.user + used.system) / 1000, waits: slept }));
    return;
  }
  const answer = answers[`${req.method} ${req.url}`];
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    if (chunks.length) JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (!answer) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"statusCode":404}');
      return;
    }
    const text = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
