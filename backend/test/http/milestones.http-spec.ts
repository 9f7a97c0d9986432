import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';

describe(`milestones over HTTP (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A goal row as the goals module would write it (this branch does not need its API). */
  async function insertGoal(userId: string): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
    await t.app
      .get(DataSource)
      .query(
        'INSERT INTO goals (id, user_id, title, category, subcategories, steps, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [id, userId, 'A goal', 'personal', '[]', '[]', now, now],
      );
    return id;
  }

  it('takes a date with a year under 100 as written, not as 19xx (it was refused as not a date)', async () => {
    const { agent } = await t.signUp();
    const created = await agent
      .post('/api/milestones')
      .send({ title: 'Two-digit year', targetDate: '0026-12-31' })
      .expect(201);
    expect(created.body.targetDate).toBe('0026-12-31');
    const moved = await agent
      .patch(`/api/milestones/${created.body.id}`)
      .send({ targetDate: '0099-01-01' })
      .expect(200);
    expect(moved.body.targetDate).toBe('0099-01-01');
  });

  it('creates (201), lists soonest first, reads, completes (200 whole record) and deletes (204)', async () => {
    const { agent } = await t.signUp();
    const later = await agent
      .post('/api/milestones')
      .send({ title: '  Half marathon  ', targetDate: '2026-10-04', description: 'Sub 2h' })
      .expect(201);
    expect(later.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: expect.any(String),
      goalId: null,
      title: 'Half marathon',
      description: 'Sub 2h',
      targetDate: '2026-10-04',
      isCompleted: false,
      version: 1,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    const sooner = await agent
      .post('/api/milestones')
      .send({ title: '10 km', targetDate: '2026-05-01T23:30:00-08:00' })
      .expect(201);
    expect(sooner.body.targetDate).toBe('2026-05-01');

    const list = await agent.get('/api/milestones').expect(200);
    expect(list.body.map((m: { title: string }) => m.title)).toEqual(['10 km', 'Half marathon']);
    await agent.get(`/api/milestones/${sooner.body.id}`).expect(200);

    const done = await agent
      .patch(`/api/milestones/${sooner.body.id}`)
      .send({ isCompleted: true })
      .expect(200);
    expect(done.body).toMatchObject({ id: sooner.body.id, isCompleted: true, title: '10 km' });
    const edited = await agent
      .patch(`/api/milestones/${sooner.body.id}`)
      .send({ title: '12 km', targetDate: '2026-05-02', description: null })
      .expect(200);
    expect(edited.body).toMatchObject({
      title: '12 km',
      targetDate: '2026-05-02',
      isCompleted: true,
    });

    await agent.delete(`/api/milestones/${sooner.body.id}`).expect(204);
    await agent.get(`/api/milestones/${sooner.body.id}`).expect(404);
    expect((await agent.get('/api/milestones').expect(200)).body).toHaveLength(1);
  });

  it("keeps each user's milestones to themselves: another user's id is 404", async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const { body } = await ada.agent
      .post('/api/milestones')
      .send({ title: 'Mine', targetDate: '2026-05-01' })
      .expect(201);
    expect((await bob.agent.get('/api/milestones').expect(200)).body).toEqual([]);
    await bob.agent.get(`/api/milestones/${body.id}`).expect(404);
    await bob.agent.patch(`/api/milestones/${body.id}`).send({ isCompleted: true }).expect(404);
    await bob.agent.delete(`/api/milestones/${body.id}`).expect(404);
    await bob.agent.get('/api/milestones/not-a-uuid').expect(404);
    const still = await ada.agent.get(`/api/milestones/${body.id}`).expect(200);
    expect(still.body.isCompleted).toBe(false);
  });

  it("hangs a milestone under the user's own goal; another user's goal is 400 naming goalId", async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const adaGoal = await insertGoal(ada.user.id as string);
    const bobGoal = await insertGoal(bob.user.id as string);
    const ok = await ada.agent
      .post('/api/milestones')
      .send({ title: 'Step', targetDate: '2026-05-01', goalId: adaGoal })
      .expect(201);
    expect(ok.body.goalId).toBe(adaGoal);
    // The goal's id in capitals is the same goal, stored as the app writes ids (MariaDB
    // stored it as sent, so the page showed it under no goal; SQLite refused it).
    const shouted = await ada.agent
      .post('/api/milestones')
      .send({ title: 'Step', targetDate: '2026-05-01', goalId: adaGoal.toUpperCase() })
      .expect(201);
    expect(shouted.body.goalId).toBe(adaGoal);
    const moved = await ada.agent
      .patch(`/api/milestones/${shouted.body.id}`)
      .send({ goalId: adaGoal.toUpperCase(), title: 'Step two' })
      .expect(200);
    expect(moved.body.goalId).toBe(adaGoal);
    for (const goalId of [bobGoal, randomUUID()]) {
      const res = await ada.agent
        .post('/api/milestones')
        .send({ title: 'Step', targetDate: '2026-05-01', goalId })
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'goalId must be the id of one of your goals',
        error: 'Bad Request',
      });
      await ada.agent.patch(`/api/milestones/${ok.body.id}`).send({ goalId }).expect(400);
    }
    // Deleting the goal keeps the milestone, detached (ON DELETE SET NULL).
    await t.app.get(DataSource).query('DELETE FROM goals WHERE id = ?', [adaGoal]);
    const after = await ada.agent.get(`/api/milestones/${ok.body.id}`).expect(200);
    expect(after.body.goalId).toBeNull();
  });

  it.each([
    [{ targetDate: '2026-05-01' }, 'title is required'],
    [{ title: '   ', targetDate: '2026-05-01' }, 'title must be 1 to 200 characters'],
    [{ title: 'x'.repeat(201), targetDate: '2026-05-01' }, 'title must be 1 to 200 characters'],
    [{ title: { $gt: '' }, targetDate: '2026-05-01' }, 'title must be a string'],
    [{ title: 'ok' }, 'targetDate is required'],
    [{ title: 'ok', targetDate: '2026-02-30' }, 'targetDate must be a calendar date'],
    [{ title: 'ok', targetDate: 20260501 }, 'targetDate must be a string'],
    [{ title: 'ok', targetDate: '2026-05-01', description: 'd'.repeat(10_001) }, 'description'],
    [{ title: 'ok', targetDate: '2026-05-01', isCompleted: 'yes' }, 'isCompleted'],
    [{ title: 'ok', targetDate: '2026-05-01', isCompleted: null }, 'isCompleted must be a boolean'],
    [{ title: '🌟'.repeat(201), targetDate: '2026-05-01' }, 'title must be 1 to 200 characters'],
    [{ title: 'ok', targetDate: '2026-05-01', goalId: 'goal-1' }, 'goalId must be a UUID'],
    [
      { title: 'ok', targetDate: '2026-05-01', userId: 'someone' },
      'property userId should not exist',
    ],
    [{ title: 'ok', targetDate: '2026-05-01', id: 'x' }, 'property id should not exist'],
    [
      { title: 'ok', targetDate: '2026-05-01', createdAt: 'x' },
      'property createdAt should not exist',
    ],
  ])('refuses a bad create (400 naming the field: %#)', async (body, message) => {
    const { agent } = await t.signUp();
    const res = await agent.post('/api/milestones').send(body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });

  it('counts an emoji as one character: a title of 200 emoji is taken whole', async () => {
    const { agent } = await t.signUp();
    const title = '🌟'.repeat(200);
    const res = await agent
      .post('/api/milestones')
      .send({ title, targetDate: '2026-05-01', description: '🌟'.repeat(10_000) })
      .expect(201);
    expect(res.body.title).toBe(title);
    expect((await agent.get(`/api/milestones/${res.body.id}`).expect(200)).body.title).toBe(title);
  });

  it.each([
    [{ title: null }, 'title'],
    [{ targetDate: null }, 'targetDate'],
    [{ isCompleted: null }, 'isCompleted'],
    [{ title: ['a'] }, 'title must be a string'],
    [{ userId: 'x' }, 'property userId should not exist'],
  ])('refuses a bad edit (400 naming the field: %#)', async (body, message) => {
    const { agent } = await t.signUp();
    const { body: m } = await agent
      .post('/api/milestones')
      .send({ title: 'ok', targetDate: '2026-05-01' })
      .expect(201);
    const res = await agent.patch(`/api/milestones/${m.id}`).send(body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });

  it('answers 401 signed out', async () => {
    await t.agent().get('/api/milestones').expect(401);
    await t
      .agent()
      .post('/api/milestones')
      .send({ title: 'x', targetDate: '2026-05-01' })
      .expect(401);
  });
});
