// The scenarios `npm run bench` measures. Add one by appending an object:
//   name         what the table calls it (BENCH_ONLY=<text> selects by substring)
//   prepare      async (ctx) => ({ method, path, headers?, body?, uniqueIdempotencyKey?, barePath? })
//                ctx.app is the API client (see bench.mjs): signUp() gives a signed-in user.
//                barePath: the path the bare server is asked instead (it keys answers by
//                method and path, so two scenarios of one path need two).
//   baseline     async (ctx, request) => ({ status, body }): what the bare node:http
//                server answers, from memory (the same JSON the app gives)
//   connections, durationSec (each measured run), warmupSec, maxRequests (per run, a bound)
// Each scenario runs: warm-up, then 3 measured runs; the median run (by
// requests/s) is reported. The reference scenario `hello` always runs.

/** Goal titles of realistic, varied length. */
function title(i) {
  const ideas = [
    'Run a half marathon in under two hours',
    'Read twenty-four books this year',
    'Save an emergency fund of six months',
    'Learn conversational Italian',
    'Call my parents every Sunday',
    'Ship the side project to the first ten users',
    'Cook a new recipe every week',
    'Pay off the car loan',
  ];
  return `${ideas[i % ideas.length]} (${i + 1})`;
}

const CATEGORIES = ['career', 'health', 'relationships', 'learning', 'financial', 'personal'];

function goal(i) {
  return {
    title: title(i),
    description:
      'Why it matters, what done looks like, and the first step, written in a sentence or two.',
    category: CATEGORIES[i % CATEGORIES.length],
    nextAction: 'Block an hour on Saturday morning',
    steps: ['Decide', 'Plan', 'Start'],
  };
}

async function userWithGoals(ctx, count) {
  const user = await ctx.app.signUp();
  for (let i = 0; i < count; i += 100) {
    await user.post('/api/goals/batch', {
      goals: Array.from({ length: Math.min(100, count - i) }, (_, j) => goal(i + j)),
    });
  }
  const list = await user.get('/api/goals');
  if (list.length !== count) throw new Error(`expected ${count} goals, got ${list.length}`);
  return { user, list };
}

/**
 * The user with 200 goals, made once per database run and shared by the two 200-goal
 * scenarios (either may run without the other, with BENCH_ONLY).
 */
function userWith200Goals(ctx) {
  ctx.with200Goals ??= userWithGoals(ctx, 200);
  return ctx.with200Goals;
}

async function list200Baseline(ctx) {
  return { status: 200, body: (await userWith200Goals(ctx)).list };
}

const READ = { connections: 10, durationSec: 5, warmupSec: 2, maxRequests: 250_000 };
const WRITE = { connections: 4, durationSec: 5, warmupSec: 2, maxRequests: 200_000 };

export const HELLO = 'hello (our stack)';
export const LIST_20 = 'GET /api/goals (20 goals)';

export const scenarios = [
  {
    name: HELLO,
    ...READ,
    reference: true,
    async prepare(ctx) {
      const user = await ctx.app.signUp();
      ctx.helloCookie = user.cookie;
      return { method: 'GET', path: '/api/bench/hello', headers: { cookie: user.cookie } };
    },
    async baseline() {
      return { status: 200, body: { hello: 'world' } };
    },
  },
  {
    name: LIST_20,
    ...READ,
    async prepare(ctx) {
      const { user, list } = await userWithGoals(ctx, 20);
      ctx.list20Body = list;
      ctx.list20Cookie = user.cookie;
      return { method: 'GET', path: '/api/goals', headers: { cookie: user.cookie } };
    },
    async baseline(ctx) {
      return { status: 200, body: ctx.list20Body };
    },
  },
  {
    name: 'GET /api/goals (200 goals)',
    ...READ,
    async prepare(ctx) {
      const { user } = await userWith200Goals(ctx);
      // As the app's page asks for it. The bare server keys its answers by method
      // and path, so it is asked with a query string of its own (`barePath`).
      return {
        method: 'GET',
        path: '/api/goals',
        barePath: '/api/goals?n=200',
        headers: { cookie: user.cookie },
      };
    },
    baseline: list200Baseline,
  },
  {
    // The same list read from the database each time, as the first read after a
    // change is: a query string hands the request to the full stack (the hot-read
    // lane takes only the exact path), which does not keep answers.
    name: 'GET /api/goals (200 goals, read from the database)',
    ...READ,
    async prepare(ctx) {
      const { user } = await userWith200Goals(ctx);
      return { method: 'GET', path: '/api/goals?n=200', headers: { cookie: user.cookie } };
    },
    baseline: list200Baseline,
  },
  {
    name: 'GET /api/dashboard/stats',
    ...READ,
    async prepare(ctx) {
      const { user } = await userWithGoals(ctx, 20);
      ctx.statsBody = await user.get('/api/dashboard/stats');
      return { method: 'GET', path: '/api/dashboard/stats', headers: { cookie: user.cookie } };
    },
    async baseline(ctx) {
      return { status: 200, body: ctx.statsBody };
    },
  },
  {
    name: 'POST /api/goals',
    ...WRITE,
    async prepare(ctx) {
      const user = await ctx.app.signUp();
      const body = goal(3);
      ctx.createdGoal = await user.post('/api/goals', body);
      return {
        method: 'POST',
        path: '/api/goals',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
    },
    async baseline(ctx) {
      return { status: 201, body: ctx.createdGoal };
    },
  },
  {
    name: 'PATCH /api/goals/:id',
    ...WRITE,
    async prepare(ctx) {
      const { user, list } = await userWithGoals(ctx, 20);
      const body = { nextAction: 'Book the first lesson', progress: 40 };
      ctx.patchedGoal = await user.patch(`/api/goals/${list[0].id}`, body);
      return {
        method: 'PATCH',
        path: `/api/goals/${list[0].id}`,
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
    },
    async baseline(ctx) {
      return { status: 200, body: ctx.patchedGoal };
    },
  },
  {
    name: 'POST /api/login',
    // Sign-in capacity: one sign-in at a time (the app has one CPU, so
    // HASH_CONCURRENCY is 1). A second connection waits behind it, and when the
    // hash takes longer than HASH_WAIT_MS (its CPU shared with the load
    // generator) it is refused with 429 and resent at once: that measures how fast
    // the door refuses, which the 50-login burst below does on purpose.
    connections: 1,
    durationSec: 5,
    warmupSec: 2,
    maxRequests: 100_000,
    async prepare(ctx) {
      const user = await ctx.app.signUp();
      ctx.login = { email: user.email, password: user.password };
      ctx.loginAnswer = await ctx.app.login(user.email, user.password);
      return {
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ctx.login),
      };
    },
    async baseline(ctx) {
      return { status: 200, body: ctx.loginAnswer };
    },
  },
  {
    name: 'POST /api/goals/batch (50 goals, Idempotency-Key)',
    ...WRITE,
    maxRequests: 10_000,
    async prepare(ctx) {
      const user = await ctx.app.signUp();
      const body = { goals: Array.from({ length: 50 }, (_, i) => ({ title: title(i) })) };
      ctx.batchAnswer = await user.post('/api/goals/batch', body);
      return {
        method: 'POST',
        path: '/api/goals/batch',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        uniqueIdempotencyKey: true,
      };
    },
    async baseline(ctx) {
      return { status: 201, body: ctx.batchAnswer };
    },
  },
];
