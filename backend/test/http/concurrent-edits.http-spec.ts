import { liveClient, type LiveClient, type LiveResponse } from '../support/live-client';
import { startTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(240_000);

/**
 * Issue 7, "No lost data": ETag / If-Match on every PATCH and PUT of a record,
 * racing writers, and Idempotency-Key retries that race each other.
 */

interface EditableRoute {
  name: string;
  /** Creates the record (if needed); answers its URL and current version. */
  make(c: LiveClient, cookie: string): Promise<{ read: string; write: string; version: number }>;
  method: 'PATCH' | 'PUT';
  /** A change whose effect is visible in the record (n makes each one distinct). */
  change(n: number): Record<string, unknown>;
  /** The record as it is stored now. */
  read(c: LiveClient, cookie: string, url: string): Promise<Record<string, unknown>>;
}

const ok = (res: LiveResponse, status: number) => {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
  return res.body as Record<string, unknown>;
};

async function readOne(c: LiveClient, cookie: string, url: string) {
  return ok(await c.send('GET', url, { cookie }), 200);
}

/** List reads: the record is found in its list by id. */
const fromList = (list: string) => async (c: LiveClient, cookie: string, url: string) => {
  const id = url.split('/').pop();
  const all = ok(await c.send('GET', list, { cookie }), 200) as unknown as Array<{ id: string }>;
  const found = all.find((r) => r.id === id);
  if (!found) throw new Error(`${url} is not in ${list}`);
  return found as unknown as Record<string, unknown>;
};

const created = async (c: LiveClient, cookie: string, url: string, body: unknown) => {
  const rec = ok(await c.send('POST', url, { cookie, body }), 201);
  return { read: `${url}/${rec.id}`, write: `${url}/${rec.id}`, version: Number(rec.version) };
};

const ROUTES: EditableRoute[] = [
  {
    name: 'goal',
    method: 'PATCH',
    make: (c, cookie) => created(c, cookie, '/api/goals', { title: 'Run a marathon' }),
    change: (n) => ({ title: `Title ${n}` }),
    read: readOne,
  },
  {
    name: 'milestone',
    method: 'PATCH',
    make: (c, cookie) =>
      created(c, cookie, '/api/milestones', { title: 'First 10 km', targetDate: '2026-06-30' }),
    change: (n) => ({ title: `Milestone ${n}` }),
    read: readOne,
  },
  {
    name: 'value',
    method: 'PATCH',
    make: (c, cookie) => created(c, cookie, '/api/values', { name: 'Integrity' }),
    change: (n) => ({ name: `Value ${n}` }),
    read: fromList('/api/values'),
  },
  {
    name: 'daily reflection',
    method: 'PUT',
    make: (c, cookie) =>
      created(c, cookie, '/api/daily-reflections', {
        reflectionDate: '2025-01-15',
        timeOfDay: 'morning',
        responses: { morning_intention: 'Listen first.' },
      }),
    change: (n) => ({ responses: { morning_intention: `Answer ${n}` } }),
    read: fromList('/api/daily-reflections'),
  },
  {
    name: 'profile',
    method: 'PUT',
    make: async (c, cookie) => {
      const me = await readOne(c, cookie, '/api/auth/user');
      return { read: '/api/auth/user', write: '/api/user/profile', version: Number(me.version) };
    },
    change: (n) => ({ firstName: `Ada ${n}` }),
    read: readOne,
  },
  {
    name: 'settings',
    method: 'PUT',
    make: async (c, cookie) => {
      const p = await readOne(c, cookie, '/api/user/preferences');
      return {
        read: '/api/user/preferences',
        write: '/api/user/preferences',
        version: Number(p.version),
      };
    },
    // n's five low bits as the five switches: any two changes less than 32 apart differ, so
    // none of them is a no-op (which would keep the version) against the one before.
    change: (n) => ({
      notifications: { push: (n & 1) > 0, email: (n & 2) > 0, streakReminders: (n & 4) > 0 },
      appearance: { darkMode: (n & 8) > 0, autoSaveGoals: (n & 16) > 0 },
    }),
    read: readOne,
  },
];

describe('ETag / If-Match on every edit', () => {
  let t: TestApp;
  let c: LiveClient;
  beforeAll(async () => {
    t = await startTestApp();
    c = await liveClient(t);
  });
  afterAll(async () => {
    await c.close();
    await t.close();
  });

  // The profile and the settings are not deleted (the account is, with its password).
  const DELETABLE = ROUTES.filter((r) => r.name !== 'profile' && r.name !== 'settings');
  describe.each(DELETABLE.map((r) => [r.name, r] as const))('%s delete', (_name, route) => {
    it('deletes under If-Match only at the version it names: stale 412 (kept), current 204', async () => {
      const { cookie } = await c.signUp();
      const rec = await route.make(c, cookie);
      ok(await c.send(route.method, rec.write, { cookie, body: route.change(1) }), 200);
      const before = await route.read(c, cookie, rec.read);
      // A DELETE ignored its If-Match: a tab holding the old version deleted the edit.
      for (const stale of [`"${rec.version}"`, 'W/"' + (rec.version + 1) + '"']) {
        const refused = await c.send('DELETE', rec.write, {
          cookie,
          headers: { 'If-Match': stale },
        });
        expect({ stale, status: refused.status }).toEqual({ stale, status: 412 });
      }
      expect(await route.read(c, cookie, rec.read)).toEqual(before);
      const gone = await c.send('DELETE', rec.write, {
        cookie,
        headers: { 'If-Match': `"${rec.version + 1}"` },
      });
      expect(gone.status).toBe(204);
      const again = await c.send('DELETE', rec.write, {
        cookie,
        headers: { 'If-Match': `"${rec.version + 1}"` },
      });
      expect(again.status).toBe(404);
      // Without the header a delete applies whatever the version.
      const other = await route.make(c, cookie);
      ok(await c.send(route.method, other.write, { cookie, body: route.change(2) }), 200);
      expect((await c.send('DELETE', other.write, { cookie })).status).toBe(204);
    });
  });

  describe.each(ROUTES.map((r) => [r.name, r] as const))('%s', (_name, route) => {
    it('carries its version as an ETag and honours If-Match: current 200, stale 412 (nothing changed)', async () => {
      const { cookie } = await c.signUp();
      const rec = await route.make(c, cookie);
      if (route.read === readOne) {
        // Single-record reads carry the ETag; list reads carry `version` in each record.
        const first = await c.send('GET', rec.read, { cookie });
        expect(first.headers.etag).toBe(`"${rec.version}"`);
      } else {
        expect((await route.read(c, cookie, rec.read)).version).toBe(rec.version);
      }

      const fresh = await c.send(route.method, rec.write, {
        cookie,
        body: route.change(1),
        headers: { 'If-Match': `"${rec.version}"` },
      });
      const after1 = ok(fresh, 200);
      expect(after1.version).toBe(rec.version + 1);
      expect(fresh.headers.etag).toBe(`"${rec.version + 1}"`);

      const before = await route.read(c, cookie, rec.read);
      const stale = await c.send(route.method, rec.write, {
        cookie,
        body: route.change(2),
        headers: { 'If-Match': `"${rec.version}"` },
      });
      expect(stale.status).toBe(412);
      expect(stale.body).toEqual({
        statusCode: 412,
        // "This goal was ...", "These settings were ..." (never "This settings was").
        message: expect.stringMatching(
          /^(This (goal|milestone|value|reflection|profile) was|These settings were) changed elsewhere since you loaded it\./,
        ),
        error: 'Precondition Failed',
      });
      expect(await route.read(c, cookie, rec.read)).toEqual(before);

      // A weak or garbled tag never matches; `*` and no header always write.
      for (const bad of ['W/"' + (rec.version + 1) + '"', 'yes', '""']) {
        const res = await c.send(route.method, rec.write, {
          cookie,
          body: route.change(3),
          headers: { 'If-Match': bad },
        });
        expect({ bad, status: res.status }).toEqual({ bad, status: 412 });
      }
      expect(await route.read(c, cookie, rec.read)).toEqual(before);
      const star = ok(
        await c.send(route.method, rec.write, {
          cookie,
          body: route.change(4),
          headers: { 'If-Match': '*' },
        }),
        200,
      );
      expect(star.version).toBe(rec.version + 2);
      const plain = ok(
        await c.send(route.method, rec.write, { cookie, body: route.change(5) }),
        200,
      );
      expect(plain.version).toBe(rec.version + 3);
      // A list of tags matches when one of them is current.
      const listed = ok(
        await c.send(route.method, rec.write, {
          cookie,
          body: route.change(6),
          headers: { 'If-Match': `"${rec.version}", "${rec.version + 3}"` },
        }),
        200,
      );
      expect(listed.version).toBe(rec.version + 4);
    });

    it('keeps the version when a write changes nothing (another tab then meets no 412)', async () => {
      const { cookie } = await c.signUp();
      const rec = await route.make(c, cookie);
      const first = ok(
        await c.send(route.method, rec.write, { cookie, body: route.change(7) }),
        200,
      );
      const version = Number(first.version);
      const again = await c.send(route.method, rec.write, {
        cookie,
        body: route.change(7),
        headers: { 'If-Match': `"${version}"` },
      });
      expect(ok(again, 200).version).toBe(version);
      expect(again.headers.etag).toBe(`"${version}"`);
      if (route.method === 'PATCH') {
        const empty = await c.send(route.method, rec.write, { cookie, body: {} });
        expect(ok(empty, 200).version).toBe(version);
      }
      expect((await route.read(c, cookie, rec.read)).version).toBe(version);
    });

    it('lets exactly one of two racing writers with the same If-Match win (40 pairs)', async () => {
      const { cookie } = await c.signUp();
      const rec = await route.make(c, cookie);
      let version = rec.version;
      for (let round = 0; round < 40; round += 1) {
        const headers = { 'If-Match': `"${version}"` };
        const [a, b] = await Promise.all([
          c.send(route.method, rec.write, { cookie, body: route.change(2 * round), headers }),
          c.send(route.method, rec.write, { cookie, body: route.change(2 * round + 1), headers }),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 412]);
        const winner = (a.status === 200 ? a : b).body as Record<string, unknown>;
        expect(winner.version).toBe(version + 1);
        version += 1;
      }
      const stored = await route.read(c, cookie, rec.read);
      expect(stored.version).toBe(version);
    });

    it('lets every one of 12 racing writers without If-Match land, one after another (5 rounds)', async () => {
      const { cookie } = await c.signUp();
      const rec = await route.make(c, cookie);
      const WRITERS = 12;
      const ROUNDS = 5;
      for (let round = 0; round < ROUNDS; round += 1) {
        const answers = await Promise.all(
          Array.from({ length: WRITERS }, (_, i) =>
            c.send(route.method, rec.write, { cookie, body: route.change(round * WRITERS + i) }),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(WRITERS).fill(200));
        // Each landed on the one before: the versions they answer are all different.
        const versions = answers.map((a) => Number((a.body as { version: number }).version));
        expect(new Set(versions).size).toBe(WRITERS);
      }
      const stored = await route.read(c, cookie, rec.read);
      expect(stored.version).toBe(rec.version + WRITERS * ROUNDS);
    });
  });

  it('1,000 racing pairs on goals: exactly one of each pair wins, and the winner is what is stored', async () => {
    const { cookie } = await c.signUp();
    const GOALS = 20;
    const ROUNDS = 50; // 20 goals x 50 rounds = 1,000 pairs, 20 pairs in flight at once
    const goals = await Promise.all(
      Array.from({ length: GOALS }, (_, i) =>
        c
          .send('POST', '/api/goals', { cookie, body: { title: `Race ${i}` } })
          .then((r) => ok(r, 201)),
      ),
    );
    const state = goals.map((g) => ({ id: String(g.id), version: Number(g.version), title: '' }));
    let pairs = 0;
    let conflicts = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      await Promise.all(
        state.map(async (g) => {
          const headers = { 'If-Match': `"${g.version}"` };
          const url = `/api/goals/${g.id}`;
          const titles = [`${g.id}:${round}:a`, `${g.id}:${round}:b`];
          const [a, b] = await Promise.all(
            titles.map((title) =>
              c.send('PATCH', url, { cookie, headers, body: { title, progress: round % 101 } }),
            ),
          );
          pairs += 1;
          const statuses = [a.status, b.status].sort();
          if (statuses[0] !== 200 || statuses[1] !== 412) conflicts += 1;
          const winner = (a.status === 200 ? a : b).body as { version: number; title: string };
          g.version += 1;
          expect(winner.version).toBe(g.version);
          g.title = winner.title;
        }),
      );
    }
    expect(pairs).toBe(1000);
    expect(conflicts).toBe(0);
    const stored = ok(await c.send('GET', '/api/goals', { cookie }), 200) as unknown as Array<{
      id: string;
      title: string;
      version: number;
    }>;
    for (const g of state) {
      expect(stored.find((s) => s.id === g.id)).toMatchObject({
        title: g.title,
        version: g.version,
      });
    }
  });
});

describe('Idempotency-Key under concurrent retries', () => {
  let t: TestApp;
  let c: LiveClient;
  beforeAll(async () => {
    t = await startTestApp();
    c = await liveClient(t);
  });
  afterAll(async () => {
    await c.close();
    await t.close();
  });

  const batch = (n: number, prefix: string) => ({
    goals: Array.from({ length: n }, (_, i) => ({ title: `${prefix} ${i + 1}` })),
  });
  const countGoals = async (cookie: string) =>
    (ok(await c.send('GET', '/api/goals', { cookie }), 200) as unknown as unknown[]).length;

  it('10 concurrent retries of a 300-goal batch store one set of rows and answer the same each time (5 rounds)', async () => {
    const { cookie } = await c.signUp();
    let expected = 0;
    for (let round = 0; round < 5; round += 1) {
      const key = `retry-${round}-${Date.now()}`;
      const body = batch(300, `Round ${round}`);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          c.send('POST', '/api/goals/batch', { cookie, body, headers: { 'Idempotency-Key': key } }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
      const texts = new Set(answers.map((a) => a.text));
      expect(texts.size).toBe(1); // byte for byte the same answer
      expect((answers[0].body as unknown[]).length).toBe(300);
      const fresh = answers.filter((a) => a.headers['idempotent-replayed'] !== 'true');
      expect(fresh).toHaveLength(1);
      expected += 300;
      expect(await countGoals(cookie)).toBe(expected);
    }
  });

  it('the same key with different bodies at once: one body wins everywhere, the other is 422', async () => {
    const { cookie } = await c.signUp();
    const key = `mixed-${Date.now()}`;
    const a = batch(120, 'A');
    const b = batch(80, 'B');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        c
          .send('POST', '/api/goals/batch', {
            cookie,
            body: i % 2 ? b : a,
            headers: { 'Idempotency-Key': key },
          })
          .then((res) => ({ res, body: i % 2 ? 'b' : 'a' })),
      ),
    );
    const won = answers.filter((x) => x.res.status === 201);
    const refused = answers.filter((x) => x.res.status === 422);
    expect(won.length + refused.length).toBe(10);
    expect(won).toHaveLength(5);
    expect(new Set(won.map((x) => x.body)).size).toBe(1);
    expect(new Set(won.map((x) => x.res.text)).size).toBe(1);
    expect(refused[0].res.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(await countGoals(cookie)).toBe(won[0].body === 'a' ? 120 : 80);
  });

  it('a retry after the answer was lost replays it; another body with that key is 422', async () => {
    const { cookie } = await c.signUp();
    const key = `later-${Date.now()}`;
    const first = await c.send('POST', '/api/goals/batch', {
      cookie,
      body: batch(3, 'L'),
      headers: { 'Idempotency-Key': key },
    });
    const again = await c.send('POST', '/api/goals/batch', {
      cookie,
      body: batch(3, 'L'),
      headers: { 'Idempotency-Key': key },
    });
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await c.send('POST', '/api/goals/batch', {
      cookie,
      body: batch(4, 'L'),
      headers: { 'Idempotency-Key': key },
    });
    expect(other.status).toBe(422);
    expect(await countGoals(cookie)).toBe(3);
  });
});

describe('Idempotency-Key on single creates (a retry after a lost answer)', () => {
  let t: TestApp;
  let c: LiveClient;
  beforeAll(async () => {
    t = await startTestApp();
    c = await liveClient(t);
  });
  afterAll(async () => {
    await c.close();
    await t.close();
  });

  const CREATES = [
    {
      name: 'goal',
      url: '/api/goals',
      body: { title: 'Learn Welsh' },
      other: { title: 'Learn Irish' },
    },
    { name: 'value', url: '/api/values', body: { name: 'Courage' }, other: { name: 'Honesty' } },
    {
      name: 'milestone',
      url: '/api/milestones',
      body: { title: 'First lesson', targetDate: '2026-12-01' },
      other: { title: 'First lesson', targetDate: '2026-12-02' },
    },
    {
      name: 'weekly reflection',
      url: '/api/reflections',
      body: { type: 'weekly', accomplishments: 'Walked every day.', date: '2026-11-01' },
      other: { type: 'weekly', accomplishments: 'Walked most days.', date: '2026-11-01' },
    },
  ] as const;

  const ids = async (cookie: string, list: string) =>
    (ok(await c.send('GET', list, { cookie }), 200) as unknown as Array<{ id: string }>).map(
      (r) => r.id,
    );
  const post = (cookie: string, url: string, body: unknown, key: string) =>
    c.send('POST', url, { cookie, body, headers: { 'Idempotency-Key': key } });

  it.each(CREATES)('a $name sent again with its key is stored once', async (r) => {
    const { cookie } = await c.signUp();
    const key = `once-${r.url}-${Date.now()}`;
    const first = await post(cookie, r.url, r.body, key);
    const again = await post(cookie, r.url, r.body, key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(ok(again, 201).id).toBe(ok(first, 201).id);
    expect(await ids(cookie, r.url)).toEqual([ok(first, 201).id]);
  });

  it.each(CREATES)('8 retries of a $name racing each other store one record', async (r) => {
    const { cookie } = await c.signUp();
    const key = `race-${r.url}-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(cookie, r.url, r.body, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => ok(a, 201).id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await ids(cookie, r.url)).toHaveLength(1);
  });

  it.each(CREATES)(
    'a $name: the key with another body is another record; the key is per user; without one, two',
    async (r) => {
      const ada = await c.signUp();
      const bob = await c.signUp();
      const key = `mine-${r.url}-${Date.now()}`;
      const first = ok(await post(ada.cookie, r.url, r.body, key), 201);
      expect(ok(await post(ada.cookie, r.url, r.other, key), 201).id).not.toBe(first.id);
      const bobs = await post(bob.cookie, r.url, r.body, key);
      expect(bobs.headers['idempotent-replayed']).toBeUndefined();
      expect(ok(bobs, 201).id).not.toBe(first.id);
      expect(await ids(bob.cookie, r.url)).toEqual([ok(bobs, 201).id]);
      ok(await c.send('POST', r.url, { cookie: bob.cookie, body: r.body }), 201);
      expect(await ids(bob.cookie, r.url)).toHaveLength(2);
      expect(await ids(ada.cookie, r.url)).toHaveLength(2);
    },
  );

  it.each(CREATES)('a $name with a malformed key is 400 and stores nothing', async (r) => {
    const { cookie } = await c.signUp();
    const res = await post(cookie, r.url, r.body, 'x'.repeat(256));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
    });
    expect(await ids(cookie, r.url)).toEqual([]);
  });
});
