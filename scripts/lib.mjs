// Small helpers shared by the project scripts (start, dev, test-all, bench, lighthouse).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const BIN = join(ROOT, 'node_modules', '.bin');

/**
 * Node options the server runs with (npm start, the bench, the cluster test, the
 * Dockerfile's CMD): semi-spaces of 64 MB instead of V8's 16. Under load, the rows and
 * answers of requests in flight outlived two scavenges of the small young generation and
 * were promoted; the old generation then filled every 2 to 3 s and each full collection
 * held the event loop 10 to 45 ms, the p99 of a read at 70 % load (docs/performance.md).
 * V8 reads it at start only (setting it from inside the process has no effect).
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=64'];

/** The built server (backend/dist/main.js) as a child process, with SERVER_NODE_OPTIONS. */
export function startServerProcess({ env = {}, stdio = 'inherit' } = {}) {
  return spawn(
    process.execPath,
    [...SERVER_NODE_OPTIONS, join(ROOT, 'backend', 'dist', 'main.js')],
    {
      cwd: ROOT,
      stdio,
      env: { ...process.env, ...env },
    },
  );
}

/** Resolves when `${base}/api/health` answers 200; throws after `seconds`. */
export async function waitForHealth(base, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${base} did not become healthy in ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Newest modification time of the files under the given paths (ms). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(join(p, name));
      }
    } else if (s.mtimeMs > newest) newest = s.mtimeMs;
  };
  paths.forEach((p) => visit(resolve(ROOT, p)));
  return newest;
}

export function mtimeOf(path) {
  const p = resolve(ROOT, path);
  return existsSync(p) ? statSync(p).mtimeMs : 0;
}

/** Runs a command, streaming its output; resolves with the exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolvePromise(127));
  });
}

/** Stops a child process: SIGTERM (the app drains), SIGKILL after 10 s; resolves when it has exited. */
export function stopChild(child) {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null) return resolvePromise();
    child.once('exit', resolvePromise);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
