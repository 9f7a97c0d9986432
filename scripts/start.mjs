// `npm start`: build what is stale, then serve the API and the web client on
// one port (default 3000) on the embedded database, migrated on first start.
import { buildIfStale } from './build-if-stale.mjs';
import { startServerProcess } from './lib.mjs';

try {
  await buildIfStale();
} catch (e) {
  console.error(e.message);
  process.exit(1);
}

const server = startServerProcess({ env: { LOG_LEVEL: 'warn', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
