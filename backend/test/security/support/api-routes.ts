import { buildOpenApiDocument } from '../../../src/openapi/openapi';
import type { LiveClient } from '../../support/live-client';
import type { TestApp } from '../../support/test-app';

/**
 * The API as the OpenAPI document describes it, plus one fixture per route:
 * how to make a record for an `{id}` route and how to read it back, and a
 * valid body for every route that takes one. The attack specs walk the
 * document, so a new route is covered as soon as it exists, and a route
 * without a fixture fails them (add it here).
 */

export interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
}

export interface Operation {
  method: string;
  path: string;
  /** `POST /api/goals` */
  route: string;
  operationId: string;
  bodySchema: Schema | null;
  isPublic: boolean;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { operationId: string; requestBody?: unknown; security?: unknown[] }>
  >;
  components: { schemas: Record<string, Schema> };
}

export function apiDocument(t: TestApp): OpenApiDoc {
  return buildOpenApiDocument(t.app) as unknown as OpenApiDoc;
}

/** The routes that answer signed out (the others are 401 then, see foundation.security-spec). */
export const PUBLIC_ROUTES = new Set([
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/health',
  'GET /api/quotes/random',
]);

export function operations(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content?.['application/json']?.schema;
      const route = `${method.toUpperCase()} ${path}`;
      out.push({
        method: method.toUpperCase(),
        path,
        route,
        operationId: op.operationId,
        bodySchema: body ? resolve(doc, body) : null,
        isPublic: PUBLIC_ROUTES.has(route),
      });
    }
  }
  return out;
}

/** The schema with `$ref`s replaced by what they point at (one level at a time, lazily). */
export function resolve(doc: OpenApiDoc, schema: Schema): Schema {
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()!]);
  return schema;
}

// ---------------------------------------------------------------------------
// A signed-in user with one record of each kind.

export interface Owned {
  cookie: string;
  userId: string;
  password: string;
  goalId: string;
  milestoneId: string;
  valueId: string;
  reflectionId: string;
}

export const PASSWORD = 'correct-horse-battery-staple';

function expectStatus(res: { status: number; text: string }, status: number, what: string) {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${res.text}`);
}

let dates = 0;
/** A distinct past calendar date, so reflections never collide. */
export function pastDate(): string {
  dates += 1;
  return new Date(Date.UTC(2020, 0, 1) + dates * 86_400_000).toISOString().slice(0, 10);
}

export async function ownerWithRecords(c: LiveClient): Promise<Owned> {
  const { cookie, user } = await c.signUp();
  const goal = await c.send('POST', '/api/goals', { cookie, body: { title: 'Owned goal' } });
  expectStatus(goal, 201, 'goal');
  const goalId = String((goal.body as { id: string }).id);
  const milestone = await c.send('POST', '/api/milestones', {
    cookie,
    body: { title: 'Owned milestone', targetDate: '2026-06-30', goalId },
  });
  expectStatus(milestone, 201, 'milestone');
  const value = await c.send('POST', '/api/values', { cookie, body: { name: 'Owned value' } });
  expectStatus(value, 201, 'value');
  const reflection = await c.send('POST', '/api/daily-reflections', {
    cookie,
    body: {
      reflectionDate: pastDate(),
      timeOfDay: 'morning',
      responses: { morning_intention: 'Mine.' },
    },
  });
  expectStatus(reflection, 201, 'reflection');
  return {
    cookie,
    userId: String(user.id),
    password: PASSWORD,
    goalId,
    milestoneId: String((milestone.body as { id: string }).id),
    valueId: String((value.body as { id: string }).id),
    reflectionId: String((reflection.body as { id: string }).id),
  };
}

// ---------------------------------------------------------------------------
// Routes with an {id}: whose id goes in, and how the owner reads the record.

export interface IdFixture {
  id(o: Owned): string;
  /** The owner's record as stored now (the matrix compares it before and after). */
  read(c: LiveClient, o: Owned): Promise<unknown>;
}

const readOne = (url: (o: Owned) => string) => async (c: LiveClient, o: Owned) => {
  const res = await c.send('GET', url(o), { cookie: o.cookie });
  return { status: res.status, body: res.body };
};
const readInList = (list: string, id: (o: Owned) => string) => async (c: LiveClient, o: Owned) => {
  const res = await c.send('GET', list, { cookie: o.cookie });
  return (res.body as Array<{ id: string }>).find((r) => r.id === id(o)) ?? null;
};

export const ID_FIXTURES: Record<string, IdFixture> = {
  '/api/goals/{id}': { id: (o) => o.goalId, read: readOne((o) => `/api/goals/${o.goalId}`) },
  '/api/milestones/{id}': {
    id: (o) => o.milestoneId,
    read: readOne((o) => `/api/milestones/${o.milestoneId}`),
  },
  '/api/values/{id}': { id: (o) => o.valueId, read: readInList('/api/values', (o) => o.valueId) },
  '/api/daily-reflections/{id}': {
    id: (o) => o.reflectionId,
    read: readInList('/api/daily-reflections', (o) => o.reflectionId),
  },
};

// ---------------------------------------------------------------------------
// A valid body for every route that takes one.

let emails = 0;
const freshEmail = () => `fixture-${process.pid}-${++emails}-${Date.now()}@example.com`;

export const BODY_FIXTURES: Record<string, (o: Owned) => Record<string, unknown>> = {
  'POST /api/register': () => ({
    email: freshEmail(),
    password: PASSWORD,
    firstName: 'A',
    lastName: 'B',
  }),
  'POST /api/login': () => ({ email: freshEmail(), password: PASSWORD }),
  'POST /api/goals': () => ({
    title: 'A goal',
    description: 'Why',
    nextAction: 'Start',
    steps: ['one'],
  }),
  'POST /api/goals/batch': () => ({
    goals: [{ title: 'One' }, { title: 'Two', description: 'd' }],
  }),
  'PATCH /api/goals/{id}': () => ({
    title: 'Changed',
    description: 'd',
    trackingType: 'subcategory',
    subcategories: [{ name: 'part', completed: true }],
  }),
  'POST /api/milestones': (o) => ({
    title: 'M',
    targetDate: '2026-07-01',
    goalId: o.goalId,
    description: 'd',
  }),
  'PATCH /api/milestones/{id}': () => ({ title: 'M2', description: 'd2' }),
  'POST /api/values': () => ({ name: 'Courage', description: 'd' }),
  'PATCH /api/values/{id}': () => ({ name: 'Courage 2', description: 'd' }),
  'POST /api/daily-reflections': () => ({
    reflectionDate: pastDate(),
    timeOfDay: 'evening',
    responses: { evening_lesson: 'Patience.' },
  }),
  'PUT /api/daily-reflections/{id}': () => ({ responses: { morning_intention: 'Changed.' } }),
  'POST /api/reflections': () => ({
    type: 'weekly',
    accomplishments: 'a',
    challenges: 'b',
    nextWeek: 'c',
    insights: 'd',
    date: '2025-03-02',
  }),
  'POST /api/gamification/events': (o) => ({
    events: [
      {
        id: `goal_created:${o.goalId}`,
        type: 'goal_created',
        points: 25,
        occurredAt: '2025-03-01T10:00:00.000Z',
        goalId: o.goalId,
      },
    ],
  }),
  'PUT /api/user/profile': () => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    timezone: 'Europe/London',
  }),
  'PUT /api/user/preferences': () => ({
    notifications: { email: true },
    appearance: { darkMode: true, language: 'en-US' },
  }),
  'PUT /api/user/password': (o) => ({
    currentPassword: o.password,
    newPassword: 'another-long-passphrase-1',
  }),
  'DELETE /api/user': (o) => ({ password: o.password }),
};

/** The route's URL with the owner's own record in place of `{id}`. */
export function urlFor(op: Operation, o: Owned): string {
  const fixture = ID_FIXTURES[op.path];
  return fixture ? op.path.replace('{id}', fixture.id(o)) : op.path;
}

// ---------------------------------------------------------------------------
// Walking a body along its schema.

export type FieldPath = Array<string | number>;

/**
 * Every place in a body (as `sample` shows it) where the schema wants a string:
 * properties, array items (index 0) and free-form maps (their first key).
 */
export function stringFields(
  doc: OpenApiDoc,
  schema: Schema,
  sample: unknown,
  at: FieldPath = [],
): FieldPath[] {
  const s = resolve(doc, schema);
  if (s.type === 'string') return [at];
  const out: FieldPath[] = [];
  if (s.type === 'array' && s.items) {
    const first = Array.isArray(sample) ? sample[0] : undefined;
    out.push(...stringFields(doc, s.items, first, [...at, 0]));
  }
  if (s.properties) {
    for (const [name, prop] of Object.entries(s.properties)) {
      const value = (sample as Record<string, unknown> | undefined)?.[name];
      out.push(...stringFields(doc, prop, value, [...at, name]));
    }
  }
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    const keys = Object.keys((sample as Record<string, unknown>) ?? {});
    if (keys.length)
      out.push(...stringFields(doc, s.additionalProperties, undefined, [...at, keys[0]]));
  }
  return out;
}

/** Places where the schema wants an object (nested DTOs, maps): a string there must be refused too. */
export function objectFields(doc: OpenApiDoc, schema: Schema, at: FieldPath = []): FieldPath[] {
  const s = resolve(doc, schema);
  const out: FieldPath[] = [];
  if (at.length && s.type === 'object') out.push(at);
  if (s.type === 'array' && s.items) out.push(...objectFields(doc, s.items, [...at, 0]));
  for (const [name, prop] of Object.entries(s.properties ?? {}))
    out.push(...objectFields(doc, prop, [...at, name]));
  return out;
}

/** A deep copy of `body` with `value` at `path` (intermediate objects and arrays made as needed). */
export function withValueAt(
  body: unknown,
  path: FieldPath,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node = copy as Record<string | number, unknown>;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object')
      node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
}
