import net from 'node:net';
import request from 'supertest';
import { ListGoalsUseCase } from '../../src/modules/goals/application/list-goals.use-case';
import { AuthenticatedGuard } from '../../src/shared/http/authenticated.guard';
import { SessionRegistry } from '../../src/shared/session/session-registry';
import { expectEndedSessionStaysEnded } from '../support/session-races';
import { startTestApp, TestApp } from '../support/test-app';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

function redisReachable(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({
      host: url.hostname,
      port: Number(url.port || 6379),
      timeout: 1000,
    });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

// `npm test` found no Redis (outside CI): skipped and counted so, not passed. Run alone,
// the suite finds out itself below and returns early with a loud line.
const describeWithRedis = process.env.LODESTAR_TEST_NO_REDIS ? describe.skip : describe;

describeWithRedis('sessions in Redis (REDIS_URL)', () => {
  let t: TestApp | null = null;
  beforeAll(async () => {
    if (!(await redisReachable())) {
      if (process.env.CI) throw new Error(`Redis is not reachable at ${REDIS_URL}`);
      console.warn(`!!! SKIPPING the Redis session tests: nothing listens at ${REDIS_URL} !!!`);
      return;
    }
    t = await startTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the session in Redis: sign in, read, sign out, replay refused', async () => {
    if (!t) return;
    const { agent } = await t.signUp();
    const me = await agent.get('/api/auth/user').expect(200);
    const cookie = String(me.request.cookies);
    await agent.post('/api/logout').expect(204);
    await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('ends every other session of a user at once', async () => {
    if (!t) return;
    const { agent, email, password, user } = await t.signUp();
    const second = t.agent();
    await second.post('/api/login').send({ email, password }).expect(200);
    await t.app.get(SessionRegistry).destroyAllForUser(String(user.id));
    await agent.get('/api/auth/user').expect(401);
    await second.get('/api/auth/user').expect(401);
  });

  it('a password change ends the other sessions, keeps its own, and the index still lists it and newer ones', async () => {
    if (!t) return;
    const { agent, email, password, user } = await t.signUp();
    const other = t.agent();
    await other.post('/api/login').send({ email, password }).expect(200);
    const newPassword = 'a-new-horse-battery-staple';
    await agent
      .put('/api/user/password')
      .send({ currentPassword: password, newPassword })
      .expect(204);
    await agent.get('/api/auth/user').expect(200);
    await other.get('/api/auth/user').expect(401);
    const third = t.agent();
    await third.post('/api/login').send({ email, password: newPassword }).expect(200);
    // Ending every session later still finds both: the change removed only the ended
    // ones from the user's index (deleting the whole index would have unlisted them).
    await t.app.get(SessionRegistry).destroyAllForUser(String(user.id));
    await agent.get('/api/auth/user').expect(401);
    await third.get('/api/auth/user').expect(401);
  });

  it('does not bring back a session ended while one of its requests was running', async () => {
    if (!t) return;
    await expectEndedSessionStaysEnded(t);
  });

  it('serves hot reads from a Redis session, and refuses them once it is gone', async () => {
    if (!t) return;
    const { agent, cookie } = await t.signUp();
    await agent.post('/api/goals').send({ title: 'Kept in Redis' }).expect(201);
    await agent.get('/api/goals').expect(200);
    const guard = jest.spyOn(AuthenticatedGuard.prototype, 'canActivate');
    try {
      const res = await request(t.server).get('/api/goals').set('Cookie', cookie).expect(200);
      expect(res.body.map((g: { title: string }) => g.title)).toEqual(['Kept in Redis']);
      expect(guard).not.toHaveBeenCalled(); // answered by the hot-read lane
      await agent.post('/api/logout').expect(204);
      await request(t.server).get('/api/goals').set('Cookie', cookie).expect(401);
    } finally {
      guard.mockRestore();
    }
  });

  it('keeps the goal list with a Redis session, and follows a change made on another node', async () => {
    if (!t) return;
    const other = await startTestApp({ REDIS_URL }, { sharing: t, hotReads: false });
    const execute = jest.spyOn(ListGoalsUseCase.prototype, 'execute');
    try {
      const { agent, cookie } = await t.signUp();
      await agent.post('/api/goals').send({ title: 'First' }).expect(201);
      await agent.get('/api/goals').expect(200);
      execute.mockClear();
      const kept = await request(t.server).get('/api/goals').set('Cookie', cookie).expect(200);
      expect(execute).not.toHaveBeenCalled();
      expect(kept.body.map((g: { title: string }) => g.title)).toEqual(['First']);

      // The same session on another node (the same Redis and database) adds a goal.
      await request(other.server)
        .post('/api/goals')
        .set('Cookie', cookie)
        .send({ title: 'Second' })
        .expect(201);
      const after = await request(t.server).get('/api/goals').set('Cookie', cookie).expect(200);
      expect(after.body.map((g: { title: string }) => g.title)).toEqual(['Second', 'First']);
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
      await other.close();
    }
  });
});
