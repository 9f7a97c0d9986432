import { liveClient, type LiveClient } from '../support/live-client';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  apiDocument,
  BODY_FIXTURES,
  ID_FIXTURES,
  objectFields,
  operations,
  ownerWithRecords,
  stringFields,
  urlFor,
  withValueAt,
  type Operation,
  type Owned,
} from './support/api-routes';

jest.setTimeout(120_000);

/**
 * The ownership matrix and the body attacks of issue 7, generated from the
 * OpenAPI document: every route with an {id} and every method, every route
 * that takes a body. A route the fixtures do not know fails the suite.
 */
describe('ownership and body attacks (from the OpenAPI document)', () => {
  let t: TestApp;
  let c: LiveClient;
  let ops: Operation[];
  let doc: ReturnType<typeof apiDocument>;
  beforeAll(async () => {
    t = await startTestApp();
    c = await liveClient(t);
    doc = apiDocument(t);
    ops = operations(doc);
  });
  afterAll(async () => {
    await c.close();
    await t.close();
  });

  const withId = () => ops.filter((op) => op.path.includes('{id}'));
  const withBody = () => ops.filter((op) => op.bodySchema !== null);
  const sendAs = (op: Operation, o: Owned, body: unknown, url = urlFor(op, o)) =>
    c.send(op.method, url, { cookie: op.isPublic ? undefined : o.cookie, body });

  it('has a fixture for every route with an {id} and every route with a body', () => {
    const missing = [
      ...withId()
        .filter((op) => !ID_FIXTURES[op.path])
        .map((op) => `${op.route}: add it to ID_FIXTURES (test/security/support/api-routes.ts)`),
      ...withBody()
        .filter((op) => !BODY_FIXTURES[op.route])
        .map((op) => `${op.route}: add a valid body to BODY_FIXTURES`),
    ];
    expect(missing).toEqual([]);
    expect(withId().length).toBeGreaterThanOrEqual(8);
    expect(withBody().length).toBeGreaterThanOrEqual(15);
  });

  it("another user's id is 404 on every {id} route and method, and the owner's row is unchanged", async () => {
    const problems: string[] = [];
    const intruder = await c.signUp();
    let checked = 0;
    for (const op of withId()) {
      const fixture = ID_FIXTURES[op.path];
      if (!fixture) continue; // reported by the fixture test
      const owner = await ownerWithRecords(c);
      const body = BODY_FIXTURES[op.route]?.(owner);
      const before = await fixture.read(c, owner);
      const current = (before as { body?: { version?: number }; version?: number }) ?? {};
      const version = current.body?.version ?? current.version;
      // Even with the record's exact ETag, another user learns nothing and changes nothing.
      const attacks: Array<{ cookie: string; headers: Record<string, string> }> = [
        { cookie: intruder.cookie, headers: {} },
        { cookie: intruder.cookie, headers: version ? { 'If-Match': `"${version}"` } : {} },
      ];
      for (const attack of attacks) {
        const res = await c.send(op.method, urlFor(op, owner), { ...attack, body });
        if (res.status !== 404) problems.push(`${op.route} by another user answered ${res.status}`);
        else if ((res.body as { error?: string }).error !== 'Not Found')
          problems.push(`${op.route} 404 without the shared error body: ${res.text}`);
        if (/Owned (goal|milestone|value)|Mine\./.test(res.text))
          problems.push(`${op.route} leaked the owner's data: ${res.text}`);
      }
      const after = await fixture.read(c, owner);
      if (JSON.stringify(after) !== JSON.stringify(before))
        problems.push(`${op.route} by another user changed the owner's row`);
      // Unknown ids and ids that are not UUIDs are 404 as well.
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
        const res = await c.send(op.method, op.path.replace('{id}', encodeURIComponent(id)), {
          cookie: owner.cookie,
          body,
        });
        if (res.status !== 404) problems.push(`${op.route} with id ${id} answered ${res.status}`);
      }
      // In capitals, another user's id is still not found.
      const shouted = op.path.replace('{id}', fixture.id(owner).toUpperCase());
      const loud = await c.send(op.method, shouted, { cookie: intruder.cookie, body });
      if (loud.status !== 404)
        problems.push(`${op.route} in capitals by another user answered ${loud.status}`);
      // The same request by the owner works, the id in capitals too (a UUID is the same in
      // either case; MariaDB found it and SQLite answered 404): the 404s above are about
      // ownership.
      const own = await c.send(op.method, shouted, { cookie: owner.cookie, body });
      if (own.status >= 300)
        problems.push(`${op.route} by its owner answered ${own.status}: ${own.text}`);
      checked += 1;
    }
    expect(problems).toEqual([]);
    expect(checked).toBe(withId().length);
  });

  it("a milestone cannot point at another user's goal (create or edit)", async () => {
    const owner = await ownerWithRecords(c);
    const intruder = await ownerWithRecords(c);
    const created = await c.send('POST', '/api/milestones', {
      cookie: intruder.cookie,
      body: { title: 'Sneaky', targetDate: '2026-07-01', goalId: owner.goalId },
    });
    expect(created.status).toBe(400);
    expect((created.body as { message: string }).message).toMatch(/goalId/);
    const beforeMine = await c.send('GET', `/api/milestones/${intruder.milestoneId}`, {
      cookie: intruder.cookie,
    });
    const moved = await c.send('PATCH', `/api/milestones/${intruder.milestoneId}`, {
      cookie: intruder.cookie,
      body: { goalId: owner.goalId },
    });
    expect(moved.status).toBe(400);
    expect((moved.body as { message: string }).message).toMatch(/goalId/);
    const afterMine = await c.send('GET', `/api/milestones/${intruder.milestoneId}`, {
      cookie: intruder.cookie,
    });
    expect(afterMine.body).toEqual(beforeMine.body);
    const ownersList = await c.send('GET', '/api/milestones', { cookie: owner.cookie });
    expect((ownersList.body as unknown[]).length).toBe(1);
  });

  it('refuses userId, id and createdAt in the body of every write route (also inside nested items)', async () => {
    const problems: string[] = [];
    for (const op of withBody()) {
      const fixture = BODY_FIXTURES[op.route];
      if (!fixture) continue;
      const owner = await ownerWithRecords(c);
      const base = fixture(owner);
      const forged: Array<[string, Record<string, unknown>]> = [];
      for (const [field, value] of [
        ['userId', owner.userId],
        ['id', '00000000-0000-4000-8000-000000000001'],
        ['createdAt', '2000-01-01T00:00:00.000Z'],
      ] as const) {
        forged.push([field, { ...base, [field]: value }]);
        // Items of arrays of objects (batch goals, gamification events) and nested objects.
        for (const [key, v] of Object.entries(base)) {
          if (Array.isArray(v) && v[0] && typeof v[0] === 'object' && !(field in v[0]))
            forged.push([field, withValueAt(base, [key, 0, field], value)]);
          else if (v && typeof v === 'object' && !Array.isArray(v) && key !== 'responses')
            forged.push([field, withValueAt(base, [key, field], value)]);
        }
      }
      for (const [field, body] of forged) {
        const res = await sendAs(op, owner, body);
        const message = JSON.stringify((res.body as { message?: unknown })?.message ?? '');
        if (res.status !== 400 || !message.includes(field))
          problems.push(
            `${op.route} with ${JSON.stringify(body).slice(0, 120)} answered ${res.status} ${res.text.slice(0, 160)}`,
          );
      }
      // Nothing was written: the owner's records and session are as they were.
      const me = await c.send('GET', '/api/auth/user', { cookie: owner.cookie });
      if (me.status !== 200)
        problems.push(`${op.route}: the owner lost the session (${me.status})`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses __proto__, constructor and prototype as keys of every write body (also nested), writing nothing', async () => {
    // class-transformer skips these keys without a word, so the refusal of unknown fields
    // never saw them: `{"title":"x","constructor":{}}` made a goal (QA 2026-11-29).
    const withOwnKey = (body: unknown, path: Array<string | number>, key: string) => {
      const copy = structuredClone(body) as Record<string | number, unknown>;
      let node = copy;
      for (const k of path) node = node[k] as Record<string | number, unknown>;
      // An own property, as JSON.parse makes it (plain assignment of __proto__ would not).
      Object.defineProperty(node, key, {
        value: { isCompleted: true, polluted: 'yes' },
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return copy;
    };
    const problems: string[] = [];
    let checked = 0;
    for (const op of withBody()) {
      const fixture = BODY_FIXTURES[op.route];
      if (!fixture) continue;
      const owner = await ownerWithRecords(c);
      const base = fixture(owner);
      const reads = ['/api/goals', '/api/milestones', '/api/values', '/api/auth/user'];
      const before = await Promise.all(
        reads.map(async (url) => (await c.send('GET', url, { cookie: owner.cookie })).text),
      );
      const places: Array<Array<string | number>> = [[]];
      for (const [key, v] of Object.entries(base)) {
        if (Array.isArray(v) && v[0] && typeof v[0] === 'object') places.push([key, 0]);
        else if (v && typeof v === 'object' && !Array.isArray(v)) places.push([key]);
      }
      for (const key of ['__proto__', 'constructor', 'prototype'])
        for (const path of places) {
          const res = await sendAs(op, owner, withOwnKey(base, path, key));
          checked += 1;
          const message = JSON.stringify((res.body as { message?: unknown })?.message ?? '');
          if (res.status !== 400 || !message.includes(key))
            problems.push(
              `${op.route} with ${key} at ${path.join('.') || 'the top'} answered ${res.status} ${res.text.slice(0, 160)}`,
            );
        }
      const after = await Promise.all(
        reads.map(async (url) => (await c.send('GET', url, { cookie: owner.cookie })).text),
      );
      if (after.join() !== before.join()) problems.push(`${op.route}: the owner's data changed`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(45);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses nested objects (and arrays) where strings belong, and strings where objects belong', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const op of withBody()) {
      const fixture = BODY_FIXTURES[op.route];
      if (!fixture || !op.bodySchema) continue;
      const owner = await ownerWithRecords(c);
      const base = fixture(owner);
      const attacks: Array<[string, unknown]> = [];
      for (const path of stringFields(doc, op.bodySchema, base)) {
        attacks.push([path.join('.'), { $gt: '' }]);
        attacks.push([path.join('.'), { toString: 'x', valueOf: 1 }]);
        attacks.push([path.join('.'), ['a', 'b']]);
      }
      for (const path of objectFields(doc, op.bodySchema))
        attacks.push([path.join('.'), 'a string']);
      for (const [where, value] of attacks) {
        const body = withValueAt(
          base,
          where.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
          value,
        );
        const res = await sendAs(op, owner, body);
        checked += 1;
        if (res.status !== 400)
          problems.push(
            `${op.route} with ${where} = ${JSON.stringify(value)} answered ${res.status} ${res.text.slice(0, 160)}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
