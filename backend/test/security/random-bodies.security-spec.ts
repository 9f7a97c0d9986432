import fc from 'fast-check';
import { liveClient, type LiveClient } from '../support/live-client';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  apiDocument,
  operations,
  ownerWithRecords,
  resolve,
  urlFor,
  type Operation,
  type Owned,
  type Schema,
} from './support/api-routes';

jest.setTimeout(180_000);

/** Bodies per write route; FAST_CHECK_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 60);
/**
 * The seed: FAST_CHECK_SEED when given; in CI a fixed one, so a landing run is
 * reproducible; elsewhere a fresh one each run, so local runs keep hunting
 * (a failure prints its seed: rerun with FAST_CHECK_SEED=<seed>).
 */
const SEED = process.env.FAST_CHECK_SEED
  ? Number(process.env.FAST_CHECK_SEED)
  : process.env.CI
    ? 20261122
    : undefined;

/** Values that break naive code: wrong types, injection shapes, edge numbers, odd text. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, 0.5, 2 ** 53 + 1),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '__proto__',
    'constructor',
    '<script>x</script>',
    "' OR 1=1 --",
    'x'.repeat(20_000),
  ),
  fc.constant({ $gt: '' }),
  fc.constant({ __proto__: { admin: true } }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Mostly well-formed values for a schema, sometimes hostile ones. */
function valueFor(
  doc: ReturnType<typeof apiDocument>,
  raw: Schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(doc, raw);
  let good: fc.Arbitrary<unknown>;
  if (s.enum) good = fc.constantFrom(...s.enum);
  else if (s.type === 'string' && s.format === 'uuid') good = fc.uuid();
  else if (s.type === 'string' && s.format === 'date-time')
    good = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  else if (s.type === 'string')
    good = fc.oneof(
      fc.string({ minLength: s.minLength ?? 0, maxLength: (s.maxLength ?? 60) + 2 }),
      fc
        .date({ noInvalidDate: true, min: new Date(2000, 0, 1), max: new Date(2040, 0, 1) })
        .map((d) => d.toISOString().slice(0, 10)),
    );
  else if (s.type === 'number' || s.type === 'integer')
    good = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.integer({ min: (s.minimum ?? 0) - 2, max: (s.maximum ?? 200) + 2 }),
      },
      { weight: 1, arbitrary: fc.integer({ min: -1e15, max: 1e15 }) },
      { weight: 1, arbitrary: fc.double({ noNaN: true }) },
    );
  else if (s.type === 'boolean') good = fc.boolean();
  else if (s.type === 'array' && s.items && depth < 3)
    good = fc.array(valueFor(doc, s.items, depth + 1), { maxLength: Math.min(s.maxItems ?? 4, 4) });
  else if (s.properties && depth < 3) good = objectFor(doc, s, depth + 1);
  else if (s.additionalProperties && typeof s.additionalProperties === 'object')
    good = fc.dictionary(
      fc.oneof(
        fc.constantFrom('morning_intention', 'evening_lesson', 'morning_gratitude'),
        fc.string({ maxLength: 12 }),
      ),
      valueFor(doc, s.additionalProperties, depth + 1),
      { maxKeys: 4 },
    );
  else good = fc.jsonValue({ maxDepth: 1 });
  return fc.oneof({ weight: 12, arbitrary: good }, { weight: 1, arbitrary: hostile });
}

function objectFor(
  doc: ReturnType<typeof apiDocument>,
  s: Schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(s.properties ?? {}))
    model[name] = valueFor(doc, prop, depth);
  const required = (s.required ?? []).filter((k) => k in model);
  const known = fc.record(model, { requiredKeys: required });
  // Now and then (1 in 11) an extra field the DTO does not declare.
  return fc
    .tuple(
      known,
      fc.oneof(
        { weight: 10, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), hostile) },
      ),
    )
    .map(([body, extra]) => (extra ? { ...(body as object), [extra[0]]: extra[1] } : body));
}

const printable = fc.stringMatching(/^[\x21-\x7e]{0,40}$/);

describe('randomized bodies (fast-check) on every write route never answer 5xx', () => {
  let t: TestApp;
  let c: LiveClient;
  let doc: ReturnType<typeof apiDocument>;
  let writes: Operation[];
  beforeAll(async () => {
    t = await startTestApp();
    c = await liveClient(t);
    doc = apiDocument(t);
    writes = operations(doc).filter((op) => op.bodySchema !== null);
  });
  afterAll(async () => {
    await c.close();
    await t.close();
  });

  it('covers every route with a body', () => {
    expect(writes.map((op) => op.route)).toEqual(
      expect.arrayContaining([
        'POST /api/goals/batch',
        'PATCH /api/goals/{id}',
        'PUT /api/user/preferences',
      ]),
    );
  });

  it(`${RUNS} random bodies per route: never 5xx, always the shared error body`, async () => {
    const seen: Record<string, Record<number, number>> = {};
    for (const op of writes) {
      const owner: Owned = await ownerWithRecords(c);
      const body = fc.oneof(
        { weight: 9, arbitrary: objectFor(doc, op.bodySchema!) },
        { weight: 1, arbitrary: hostile },
      );
      const headers = fc.record(
        { 'If-Match': printable, 'Idempotency-Key': printable },
        { requiredKeys: [] },
      );
      const counts: Record<number, number> = (seen[op.route] = {});
      await fc.assert(
        fc.asyncProperty(body, headers, fc.boolean(), async (b, h, ownId) => {
          const url = ownId
            ? urlFor(op, owner)
            : op.path.replace('{id}', '00000000-0000-4000-8000-000000000000');
          const res = await c.send(op.method, url, {
            cookie: op.isPublic ? undefined : owner.cookie,
            body: JSON.stringify(b) ?? 'null',
            headers: h as Record<string, string>,
          });
          counts[res.status] = (counts[res.status] ?? 0) + 1;
          if (res.status >= 500) throw new Error(`${op.route} answered ${res.status}: ${res.text}`);
          if (res.status >= 400) {
            const e = res.body as { statusCode?: unknown; message?: unknown; error?: unknown };
            if (
              e?.statusCode !== res.status ||
              typeof e.error !== 'string' ||
              e.message === undefined
            )
              throw new Error(
                `${op.route} answered ${res.status} without the shared body: ${res.text}`,
              );
          }
        }),
        { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    }
    if (process.env.FAST_CHECK_REPORT) console.log(JSON.stringify(seen, null, 1));
    // Each route saw refusals, and answers from past the door (validation, the handler):
    // were every body turned away as signed out, cross-site or not JSON, nothing above
    // would have reached what it is meant to test.
    const DOOR = new Set([401, 403, 413, 415]);
    for (const [route, counts] of Object.entries(seen)) {
      const statuses = Object.keys(counts).map(Number);
      expect({
        route,
        refused: statuses.some((s) => s >= 400),
        pastTheDoor: statuses.some((s) => !DOOR.has(s)),
        validated: statuses.includes(400),
      }).toEqual({ route, refused: true, pastTheDoor: true, validated: true });
    }
    expect((await c.send('GET', '/api/health')).status).toBe(200);
  });
});
