import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';

/**
 * Typed configuration, read once from the environment and validated at start
 * (decisions.md §2). A bad value stops the process with a message naming it.
 */
export type DatabaseConfig =
  { kind: 'sqlite'; path: string } | { kind: 'mysql'; url: string; database: string };

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  database: DatabaseConfig;
  /** First secret signs new cookies; the others still verify (rotation). */
  sessionSecrets: string[];
  sessionStore: 'database' | 'redis' | 'memory';
  redisUrl: string | null;
  appOrigins: string[];
  /** Behind a TLS-terminating proxy: `Secure` `__Host-` cookie, HSTS (TRUST_PROXY). */
  trustProxy: boolean;
  /**
   * How many proxies in front add to `X-Forwarded-For` (PROXY_HOPS; 1 with TRUST_PROXY,
   * else 0): the client's address is the one the outermost of them saw.
   */
  proxyHops: number;
  mentorName: string;
  logLevel: LogLevel;
  bcryptRounds: number;
  /** Password hashes computed at once, and how many more may wait (the rest get 429). */
  hashConcurrency: number;
  hashQueue: number;
  /** How long a sign-in may wait for a hashing slot before it gets 429 (ms). */
  hashWaitMs: number;
  /** The hashing threads' Linux nice value (0..19, default 0). */
  hashNice: number;
  /** The CPUs the hashing threads run on (a taskset list such as "1-3"), or null: unpinned. */
  hashCpus: string | null;
  /** Register and login requests allowed per address per minute. */
  authRequestsPerMinute: number;
  /** On SIGTERM: how long to keep serving while failing health checks, before closing. */
  shutdownDrainMs: number;
  /** Built SPA to serve, or null to serve the API only. */
  frontendDist: string | null;
  /** `BENCH=1`: mounts the bench-only routes (hello-world, event-loop delay) for `npm run bench`. */
  bench: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DEFAULT_DATABASE_URL = 'sqlite:./data/lodestar.sqlite';

export interface LoadConfigOptions {
  /** Directory that relative paths are resolved against (default: process.cwd()). */
  cwd?: string;
}

export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): AppConfig {
  const cwd = options.cwd ?? process.cwd();
  const problems: string[] = [];
  const value = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const positiveInt = (name: string, fallback: string, min: number, max: number): number => {
    const raw = value(name) ?? fallback;
    const n = parseInteger(raw);
    if (n === null || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return min;
    }
    return n;
  };

  const nodeEnvRaw = value('NODE_ENV') ?? 'development';
  const nodeEnv: NodeEnv = (['development', 'production', 'test'] as const).includes(
    nodeEnvRaw as NodeEnv,
  )
    ? (nodeEnvRaw as NodeEnv)
    : 'development';
  const production = nodeEnv === 'production';

  const port = parseInteger(value('PORT') ?? '3000');
  if (port === null || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}")`);
  }

  const host = value('HOST') ?? '127.0.0.1';

  const database = parseDatabaseUrl(value('DATABASE_URL') ?? DEFAULT_DATABASE_URL, cwd, problems);

  const redisUrl = value('REDIS_URL') ?? null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push(`REDIS_URL must start with redis:// or rediss:// (got "${redisUrl}")`);
  }

  const storeRaw = value('SESSION_STORE');
  let sessionStore: AppConfig['sessionStore'] = redisUrl ? 'redis' : 'database';
  if (storeRaw) {
    if (storeRaw === 'database' || storeRaw === 'redis' || storeRaw === 'memory') {
      sessionStore = storeRaw;
    } else {
      problems.push(`SESSION_STORE must be database, redis or memory (got "${storeRaw}")`);
    }
  }
  if (sessionStore === 'redis' && !redisUrl) problems.push('SESSION_STORE=redis needs REDIS_URL');
  if (production && sessionStore === 'memory') {
    problems.push(
      'SESSION_STORE=memory is not allowed in production: sessions would be lost on restart and not shared between nodes',
    );
  }

  let sessionSecrets: string[] = [];
  const secretRaw = value('SESSION_SECRET');
  if (secretRaw) {
    sessionSecrets = secretRaw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (production && Buffer.byteLength(sessionSecrets[0] ?? '', 'utf8') < 32) {
      problems.push('SESSION_SECRET must be at least 32 bytes in production');
    }
  } else if (production) {
    problems.push(
      'SESSION_SECRET is required when NODE_ENV=production (at least 32 bytes; a comma list rotates secrets)',
    );
  } else {
    sessionSecrets = [persistentDevSecret(cwd)];
  }

  const appOriginRaw = value('APP_ORIGIN');
  const appOrigins = (appOriginRaw ?? `http://localhost:${port ?? 3000}`)
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of appOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(`APP_ORIGIN entries must look like https://example.com (got "${origin}")`);
    }
  }
  if (!appOriginRaw && port !== null) {
    appOrigins.push(`http://127.0.0.1:${port}`);
  }

  const trustProxy = parseBoolean(value('TRUST_PROXY'), 'TRUST_PROXY', problems);
  const proxyHops = positiveInt('PROXY_HOPS', trustProxy ? '1' : '0', 0, 10);

  if (parseBoolean(value('DB_SYNCHRONIZE'), 'DB_SYNCHRONIZE', problems)) {
    problems.push(
      'DB_SYNCHRONIZE is not supported: the schema changes only through migrations (npm run migrate)',
    );
  }

  const mentorName = value('MENTOR_NAME') ?? 'Lodestar';
  if (mentorName.length > 60) problems.push('MENTOR_NAME must be at most 60 characters');

  const logLevelRaw =
    value('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : production ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevelRaw as LogLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);
  }

  const roundsRaw = value('BCRYPT_ROUNDS') ?? '12';
  const bcryptRounds = parseInteger(roundsRaw);
  const minRounds = production ? 10 : 4;
  if (bcryptRounds === null || bcryptRounds < minRounds || bcryptRounds > 15) {
    problems.push(
      `BCRYPT_ROUNDS must be a whole number from ${minRounds} to 15 (got "${roundsRaw}")`,
    );
  }

  const hashConcurrency = positiveInt(
    'HASH_CONCURRENCY',
    // The CPUs this process may run on (taskset/cgroups respected), not the machine's.
    String(Math.max(1, availableParallelism())),
    1,
    64,
  );
  const hashQueue = positiveInt('HASH_QUEUE', '16', 0, 10_000);
  const hashWaitMs = positiveInt('HASH_WAIT_MS', '500', 0, 60_000);
  // Off by default: in the bench (app pinned to one CPU, MariaDB beside it at
  // nice 0) nice-10 hashing lost to the database as well as to the event loop,
  // and one sign-in took 3.6 s (docs/performance.md). Opt in where the app has
  // a core to itself that only it and its hashing share, or where the hashing
  // shares its cores with the database (docs/deployment.md; the bench runs at 10).
  const hashNice = positiveInt('HASH_NICE', '0', 0, 19);
  // Unset by default: the kernel already spreads the threads over the process's
  // CPUs. Set where the app itself is pinned (the bench puts it on CPU 0) to give
  // the hashing another core than the event loop's.
  const hashCpus = value('HASH_CPUS') ?? null;
  if (hashCpus !== null && !/^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(hashCpus)) {
    problems.push(`HASH_CPUS must be a CPU list such as "1" or "1-3,6" (got "${hashCpus}")`);
  }
  const authRequestsPerMinute = positiveInt('AUTH_RATE_LIMIT', '60', 1, 1_000_000);
  const shutdownDrainMs = positiveInt('SHUTDOWN_DRAIN_MS', production ? '3000' : '0', 0, 60_000);

  const distRaw = value('FRONTEND_DIST');
  let frontendDist: string | null;
  if (distRaw === 'none') frontendDist = null;
  else frontendDist = resolve(cwd, distRaw ?? 'frontend/dist');

  const bench = parseBoolean(value('BENCH'), 'BENCH', problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv,
    host,
    port: port as number,
    database: database as DatabaseConfig,
    sessionSecrets,
    sessionStore,
    redisUrl,
    appOrigins,
    trustProxy,
    proxyHops,
    mentorName,
    logLevel: logLevelRaw as LogLevel,
    bcryptRounds: bcryptRounds as number,
    hashConcurrency,
    hashQueue,
    hashWaitMs,
    hashNice,
    hashCpus,
    authRequestsPerMinute,
    shutdownDrainMs,
    frontendDist,
    bench,
  };
}

function parseInteger(raw: string): number | null {
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

function parseBoolean(raw: string | undefined, name: string, problems: string[]): boolean {
  if (raw === undefined) return false;
  const v = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return false;
}

function parseDatabaseUrl(raw: string, cwd: string, problems: string[]): DatabaseConfig | null {
  if (raw.startsWith('sqlite:')) {
    const path = raw.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!path) {
      problems.push('DATABASE_URL sqlite:<path> needs a file path (or :memory:)');
      return null;
    }
    return {
      kind: 'sqlite',
      path: path === ':memory:' || isAbsolute(path) ? path : resolve(cwd, path),
    };
  }
  if (raw.startsWith('mysql://') || raw.startsWith('mariadb://')) {
    let url: URL;
    try {
      url = new URL(raw.replace(/^mariadb:/, 'mysql:'));
    } catch {
      problems.push(`DATABASE_URL is not a valid URL (got "${redact(raw)}")`);
      return null;
    }
    const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
    if (!/^[A-Za-z0-9_$]{1,64}$/.test(database)) {
      problems.push('DATABASE_URL must name a database: mysql://user:pass@host:3306/<database>');
      return null;
    }
    return { kind: 'mysql', url: url.toString(), database };
  }
  problems.push(`DATABASE_URL must start with sqlite: or mysql:// (got "${redact(raw)}")`);
  return null;
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}

/** Outside production a secret is generated once and kept in data/, so sessions survive restarts. */
function persistentDevSecret(cwd: string): string {
  const file = resolve(cwd, 'data', 'session-secret');
  try {
    if (existsSync(file)) {
      const s = readFileSync(file, 'utf8').trim();
      if (s.length >= 32) return s;
    }
    mkdirSync(dirname(file), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch {
    return randomBytes(48).toString('base64url');
  }
}
