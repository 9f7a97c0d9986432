import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const cwd = mkdtempSync(join(tmpdir(), 'lodestar-config-'));
const load = (env: Record<string, string>) => loadConfig(env, { cwd });

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = load({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'sqlite', path: join(cwd, 'data/lodestar.sqlite') });
    expect(c.sessionStore).toBe('database');
    expect(c.appOrigins).toContain('http://localhost:3000');
    expect(c.mentorName).toBe('Lodestar');
    expect(c.trustProxy).toBe(false);
    expect(c.sessionSecrets[0].length).toBeGreaterThanOrEqual(32);
  });

  it('runs the hashing threads at normal priority unless told', () => {
    expect(load({}).hashNice).toBe(0);
    expect(load({ HASH_NICE: '5' }).hashNice).toBe(5);
    expect(() => load({ HASH_NICE: '20' })).toThrow(/HASH_NICE/);
  });

  it('leaves the hashing threads unpinned unless given a CPU list', () => {
    expect(load({}).hashCpus).toBeNull();
    expect(load({ HASH_CPUS: '1-3,6' }).hashCpus).toBe('1-3,6');
    expect(() => load({ HASH_CPUS: 'all' })).toThrow(/HASH_CPUS must be a CPU list/);
  });

  it('trusts the proxy hops it is told: one with TRUST_PROXY, none without', () => {
    expect(load({}).proxyHops).toBe(0);
    expect(load({ TRUST_PROXY: 'true' }).proxyHops).toBe(1);
    expect(load({ PROXY_HOPS: '1' })).toMatchObject({ proxyHops: 1, trustProxy: false });
    expect(load({ TRUST_PROXY: 'true', PROXY_HOPS: '2' }).proxyHops).toBe(2);
    expect(() => load({ PROXY_HOPS: 'all' })).toThrow(/PROXY_HOPS must be a whole number/);
  });

  it('keeps the generated development secret across starts', () => {
    expect(load({}).sessionSecrets[0]).toBe(load({}).sessionSecrets[0]);
  });

  it('reads a MySQL URL and the database name', () => {
    const c = load({ DATABASE_URL: 'mysql://root:@127.0.0.1:3306/lodestar' });
    expect(c.database).toMatchObject({ kind: 'mysql', database: 'lodestar' });
  });

  it('uses Redis for sessions when REDIS_URL is set', () => {
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).sessionStore).toBe('redis');
  });

  it('splits secrets for rotation', () => {
    expect(load({ SESSION_SECRET: 'new-secret,old-secret' }).sessionSecrets).toEqual([
      'new-secret',
      'old-secret',
    ]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://root@localhost:3306/' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ APP_ORIGIN: 'not a url' }, 'APP_ORIGIN'],
    [{ DB_SYNCHRONIZE: 'true' }, 'DB_SYNCHRONIZE'],
  ])('refuses %p naming %s', (env, name) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(name);
  });

  it('refuses unsafe production settings with a clear message', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    expect(() => load({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /at least 32 bytes/,
    );
    expect(() =>
      load({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SESSION_STORE: 'memory' }),
    ).toThrow(/memory is not allowed in production/);
    expect(load({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).logLevel).toBe('warn');
  });

  it('lists every problem at once', () => {
    try {
      load({ PORT: '-1', LOG_LEVEL: 'x' });
      fail('expected a ConfigError');
    } catch (e) {
      expect((e as ConfigError).problems).toHaveLength(2);
    }
  });
});
