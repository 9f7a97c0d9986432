import type { AddressInfo } from 'node:net';
import { IncomingMessage, ServerResponse, type Server } from 'node:http';
import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type Express } from 'express';
import { createExpressBornServer, ExpressBornRequestsAdapter } from './express-born-requests';

/** Starts `server` on 127.0.0.1, notes each request's prototypes at birth, runs `use`, closes. */
async function withServer(
  server: Server,
  app: Express,
  use: (base: string, births: Array<{ req: boolean; res: boolean }>) => Promise<void>,
): Promise<void> {
  const births: Array<{ req: boolean; res: boolean }> = [];
  // Before Express's own listener: what Node created, before Express touched it.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) =>
    births.push({
      req: Object.getPrototypeOf(req) === app.request,
      res: Object.getPrototypeOf(res) === app.response,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, births);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function echoApp(): Express {
  const app = express();
  app.use(express.json());
  app.post('/echo', (req, res) => {
    res.json({ got: req.body as unknown, type: req.get('content-type') });
  });
  app.get('/hello', (_req, res) => {
    res.status(201).json({ hello: 'world' });
  });
  return app;
}

describe('requests born with Express prototypes', () => {
  it('gives Node-created requests and responses Express prototypes, and Express works on them', async () => {
    const app = echoApp();
    await withServer(createExpressBornServer(app), app, async (base, births) => {
      const hello = await fetch(`${base}/hello`);
      expect(hello.status).toBe(201);
      expect(await hello.json()).toEqual({ hello: 'world' });
      const echo = await fetch(`${base}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Run a marathon', steps: ['a', 'b'] }),
      });
      expect(await echo.json()).toEqual({
        got: { title: 'Run a marathon', steps: ['a', 'b'] },
        type: 'application/json',
      });
      expect(births).toEqual([
        { req: true, res: true },
        { req: true, res: true },
      ]);
    });
  });

  it('are still Node requests and responses (instanceof holds for libraries that check)', async () => {
    const app = express();
    let seen: { req: boolean; res: boolean } | null = null;
    app.get('/', (req, res) => {
      seen = { req: req instanceof IncomingMessage, res: res instanceof ServerResponse };
      res.end();
    });
    await withServer(createExpressBornServer(app), app, async (base) => {
      await fetch(base);
      expect(seen).toEqual({ req: true, res: true });
    });
  });

  it.each([
    ['our adapter', () => new ExpressBornRequestsAdapter(), true],
    ["Nest's own adapter (so this test tells them apart)", () => new ExpressAdapter(), false],
  ])(
    'the Nest server made by %s (requests born with Express prototypes or not)',
    async (_name, make, born) => {
      const adapter = make();
      adapter.initHttpServer({});
      const app = adapter.getInstance<Express>();
      app.get('/x', (_req, res) => {
        res.json({ ok: true });
      });
      await withServer(adapter.getHttpServer() as Server, app, async (base, births) => {
        expect((await fetch(`${base}/x`)).status).toBe(200);
        expect(births).toEqual([{ req: born, res: born }]);
      });
    },
  );
});
