import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';

export type TestAgent = ReturnType<typeof request.agent>;

import { createApp, type CreateAppOptions } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';

export type TestDb = 'sqlite' | 'mysql';
export const TEST_DB: TestDb = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
export const MYSQL_TEST_URL = process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306';

export interface TestApp {
  app: NestExpressApplication;
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  db: TestDb;
  /** The database this app runs on (another test app may share it). */
  databaseUrl: string;
  /** A client that keeps its cookies, like one browser. */
  agent(): TestAgent;
  /** Registers a fresh user on a new agent and returns both. */
  signUp(fields?: Partial<SignUpFields>): Promise<{
    agent: TestAgent;
    user: Record<string, unknown>;
    email: string;
    password: string;
    /** The session cookie as a Cookie header (`lodestar.sid=...`). */
    cookie: string;
  }>;
  close(): Promise<void>;
}

export interface SignUpFields {
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export interface TestAppOptions extends CreateAppOptions {
  /** Run on this app's database (same session secret), which it keeps and drops. */
  sharing?: TestApp;
}

/**
 * Starts the whole app on a database of its own (a temporary SQLite file, or
 * a fresh MySQL database dropped afterwards) with test settings.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  { sharing, ...appOptions }: TestAppOptions = {},
): Promise<TestApp> {
  let databaseUrl: string;
  let cleanup: () => Promise<void>;
  if (sharing) {
    databaseUrl = sharing.databaseUrl;
    cleanup = async () => undefined;
  } else if (TEST_DB === 'mysql') {
    const name = `lodestar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    databaseUrl = `${MYSQL_TEST_URL}/${name}`;
    cleanup = async () => {
      const c = await createConnection({ uri: MYSQL_TEST_URL });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'lodestar-test-'));
    databaseUrl = `sqlite:${join(dir, 'test.sqlite')}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-anything-0123456789',
    BCRYPT_ROUNDS: '4',
    AUTH_RATE_LIMIT: '100000',
    FRONTEND_DIST: 'none',
    PORT: '3000',
    ...env,
  });
  const app = await createApp(config, appOptions);
  const server = app.getHttpServer();

  const testApp: TestApp = {
    app,
    server,
    db: TEST_DB,
    databaseUrl,
    agent: () => request.agent(server),
    async signUp(fields = {}) {
      const agent = request.agent(server);
      const email = fields.email ?? uniqueEmail();
      const password = fields.password ?? 'correct-horse-battery-staple';
      const res = await agent
        .post('/api/register')
        .send({
          email,
          password,
          firstName: fields.firstName ?? 'Test',
          lastName: fields.lastName ?? 'User',
        })
        .expect(201);
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]?.split(';')[0];
      return { agent, user: res.body, email, password, cookie: cookie ?? '' };
    },
    async close() {
      await app.close();
      await cleanup();
    },
  };
  return testApp;
}
