// `npm start`: build what is stale, then serve the API and the web client on
// one port (default 3000) on the embedded database, migrated on first start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { ROOT, SERVER_NODE_OPTIONS } from './lib.mjs';

try {
  await buildIfStale();
} catch (e) {
  console.error(e.message);
  process.exit(1);
}

const server = spawn(
  process.execPath,
  [...SERVER_NODE_OPTIONS, join(ROOT, 'backend', 'dist', 'main.js')],
  { cwd: ROOT, stdio: 'inherit', env: { LOG_LEVEL: 'warn', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
