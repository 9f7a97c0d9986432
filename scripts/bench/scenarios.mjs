// The scenarios `npm run bench` measures. Add one by appending an object:
//   name         what the table calls it
//   prepare      async (ctx) => ({ method, path, headers?, body?, uniqueIdempotencyKey? })
//                ctx.app is the signed-in API client (see bench.mjs); what it returns is
//                also what the bare baseline server answers, from memory.
//   baseline     async (ctx, request) => ({ status, body }): the baseline's answer
//                (the same JSON the app gives, serialized per request)
//   connections, durationSec (each measured run), warmupSec, maxRequests (per run, a bound)
// Each scenario runs: warm-up, then 3 measured runs against the app and 3 against
// the baseline; the median run (by requests/s) is reported.

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

export const scenarios = [
  {
    name: 'GET /api/goals (200 goals)',
    connections: 10,
    durationSec: 6,
    warmupSec: 2,
    maxRequests: 60_000,
    async prepare(ctx) {
      const user = await ctx.app.signUp();
      for (let i = 0; i < 200; i += 100) {
        await user.post('/api/goals/batch', {
          goals: Array.from({ length: 100 }, (_, j) => ({
            title: title(i + j),
            description:
              'Why it matters, what done looks like, and the first step, written in a sentence or two.',
            category: ['career', 'health', 'relationships', 'learning', 'financial', 'personal'][
              (i + j) % 6
            ],
            nextAction: 'Block an hour on Saturday morning',
            steps: ['Decide', 'Plan', 'Start'],
          })),
        });
      }
      const list = await user.get('/api/goals');
      if (list.length !== 200) throw new Error(`expected 200 goals, got ${list.length}`);
      ctx.listBody = list;
      return { method: 'GET', path: '/api/goals', headers: { cookie: user.cookie } };
    },
    async baseline(ctx) {
      return { status: 200, body: ctx.listBody };
    },
  },
  {
    name: 'POST /api/goals/batch (50 goals, Idempotency-Key)',
    connections: 4,
    durationSec: 6,
    warmupSec: 2,
    maxRequests: 40_000,
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
