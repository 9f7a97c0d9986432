import { startTestApp, TestApp, TestAgent } from '../support/test-app';

/** Test titles stay short: the body's JSON cut to 60 characters. */
const short = (cases: Array<[object, string]>) =>
  cases.map(([body, field]) => [JSON.stringify(body).slice(0, 60), body, field] as const);

describe(`values over HTTP (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a value with the spec defaults and lists values oldest first', async () => {
    const { agent, user } = await t.signUp();
    expect((await agent.get('/api/values').expect(200)).body).toEqual([]);
    const res = await agent.post('/api/values').send({ name: '  Integrity ' }).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: user.id,
      name: 'Integrity',
      description: null,
      alignmentScore: 70,
      color: 'bg-blue-500',
      isCore: false,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await agent
      .post('/api/values')
      .send({
        name: 'Family',
        description: 'People first.',
        color: 'bg-amber-600',
        isCore: true,
        alignmentScore: 0,
      })
      .expect(201);
    expect(second.body).toMatchObject({ alignmentScore: 0, color: 'bg-amber-600', isCore: true });
    const list = await agent.get('/api/values').expect(200);
    expect(list.body.map((v: { name: string }) => v.name)).toEqual(['Integrity', 'Family']);
  });

  it('counts an emoji as one character: a name of 100 emoji is taken, 101 are not', async () => {
    const { agent } = await t.signUp();
    const name = '🌟'.repeat(100);
    const res = await agent.post('/api/values').send({ name }).expect(201);
    expect(res.body.name).toBe(name);
    const over = await agent
      .post('/api/values')
      .send({ name: '🌟'.repeat(101) })
      .expect(400);
    expect(JSON.stringify(over.body.message)).toMatch(/name must be .*100 characters/);
  });

  it('changes only the alignment score, or several fields, and answers the whole record', async () => {
    const { agent } = await t.signUp();
    const created = (
      await agent
        .post('/api/values')
        .send({ name: 'Health', description: 'Move daily.', color: 'bg-red-500' })
        .expect(201)
    ).body;
    const aligned = await agent
      .patch(`/api/values/${created.id}`)
      .send({ alignmentScore: 100 })
      .expect(200);
    expect(aligned.body).toEqual({
      ...created,
      alignmentScore: 100,
      version: 2,
      updatedAt: expect.any(String),
    });
    const edited = await agent
      .patch(`/api/values/${created.id}`)
      .send({ name: 'Vitality', description: null, isCore: true, color: 'bg-yellow-500' })
      .expect(200);
    expect(edited.body).toMatchObject({
      name: 'Vitality',
      description: null,
      isCore: true,
      color: 'bg-yellow-500',
      alignmentScore: 100,
    });
    const list = await agent.get('/api/values').expect(200);
    expect(list.body).toEqual([edited.body]);
  });

  it('deletes with 204, then the value is gone (404)', async () => {
    const { agent } = await t.signUp();
    const { id } = (await agent.post('/api/values').send({ name: 'Courage' }).expect(201)).body;
    await agent.delete(`/api/values/${id}`).expect(204);
    await agent.delete(`/api/values/${id}`).expect(404);
    await agent.patch(`/api/values/${id}`).send({ alignmentScore: 5 }).expect(404);
    expect((await agent.get('/api/values').expect(200)).body).toEqual([]);
  });

  it("hides another user's values behind 404 and never changes them", async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const { id } = (await ada.agent.post('/api/values').send({ name: 'Honesty' }).expect(201)).body;
    const res = await bob.agent.patch(`/api/values/${id}`).send({ alignmentScore: 1 }).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Value not found', error: 'Not Found' });
    await bob.agent.delete(`/api/values/${id}`).expect(404);
    expect((await bob.agent.get('/api/values').expect(200)).body).toEqual([]);
    const mine = await ada.agent.get('/api/values').expect(200);
    expect(mine.body[0]).toMatchObject({ id, alignmentScore: 70 });
  });

  describe('validation', () => {
    let agent: TestAgent;
    let id: string;
    beforeAll(async () => {
      agent = (await t.signUp()).agent;
      id = (await agent.post('/api/values').send({ name: 'Growth' }).expect(201)).body.id;
    });

    it.each(
      short([
        [{}, 'name'],
        [{ name: '' }, 'name'],
        [{ name: '   ' }, 'name'],
        [{ name: 'x'.repeat(101) }, 'name'],
        [{ name: null }, 'name'],
        [{ name: { $ne: '' } }, 'name'],
        [{ name: 'A', description: 'x'.repeat(1001) }, 'description'],
        [{ name: 'A', description: ['x'] }, 'description'],
        [{ name: 'A', alignmentScore: 101 }, 'alignmentScore'],
        [{ name: 'A', alignmentScore: -1 }, 'alignmentScore'],
        [{ name: 'A', alignmentScore: 50.5 }, 'alignmentScore'],
        [{ name: 'A', alignmentScore: '70' }, 'alignmentScore'],
        [{ name: 'A', alignmentScore: null }, 'alignmentScore'],
        [{ name: 'A', color: 'bg-green-500' }, 'color'],
        [{ name: 'A', color: null }, 'color'],
        [{ name: 'A', isCore: 'yes' }, 'isCore'],
        [{ name: 'A', userId: 'other' }, 'userId'],
        [{ name: 'A', id: 'mine' }, 'property id should not exist'],
        [{ name: 'A', createdAt: '2020-01-01' }, 'createdAt'],
      ]),
    )('refuses a create with %s (400 naming the field)', async (_label, body, field) => {
      const res = await agent.post('/api/values').send(body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
    });

    it.each(
      short([
        [{ alignmentScore: 101 }, 'alignmentScore'],
        [{ alignmentScore: 3.14 }, 'alignmentScore'],
        [{ name: null }, 'name'],
        [{ name: '' }, 'name'],
        [{ color: 'blue' }, 'color'],
        [{ isCore: null }, 'isCore'],
        [{ userId: 'x' }, 'userId'],
      ]),
    )('refuses a change with %s (400 naming the field)', async (_label, body, field) => {
      const res = await agent.patch(`/api/values/${id}`).send(body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
    });

    it('refuses a list as a body and answers 401 signed out', async () => {
      await agent
        .post('/api/values')
        .send([{ name: 'A' }])
        .expect(400);
      await t.agent().get('/api/values').expect(401);
      await t.agent().delete(`/api/values/${id}`).expect(401);
    });

    it('left the value as it was', async () => {
      const list = await agent.get('/api/values').expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({ id, name: 'Growth', alignmentScore: 70 }),
      ]);
    });
  });
});
