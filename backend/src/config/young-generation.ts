import { setFlagsFromString } from 'node:v8';

/**
 * The server's young generation: semi-spaces of up to 64 MB (V8's default is
 * 16 MB). Under load, objects of requests still in flight (rows, answers on
 * their way out) outlive two scavenges of a small young generation and are
 * promoted; the old generation then fills every 2 to 3 s and each full
 * collection stops the event loop for 10 to 40 ms, which is the whole p99 of
 * a read at 70 % load (docs/performance.md). With 64 MB they die young. It
 * costs up to about 128 MB more memory under load. Imported first by main.ts,
 * before the app allocates; `--max-semi-space-size` in NODE_OPTIONS or on the
 * command line wins.
 */
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) =>
  a.startsWith('--max-semi-space-size'),
);
if (!given) setFlagsFromString('--max-semi-space-size=64');
