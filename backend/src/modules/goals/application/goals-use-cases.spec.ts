import { FixedClock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { SequentialIdGenerator } from '../../../shared/domain/id-generator';
import { QUICK_ENTRY_DESCRIPTION } from '../domain/goal';
import { IdempotencyKeyTakenError } from '../domain/idempotency';
import { InMemoryGoalRepository } from '../infrastructure/persistence/in-memory-goal.repository';
import { CreateGoalUseCase } from './create-goal.use-case';
import { CreateGoalsBatchUseCase } from './create-goals-batch.use-case';
import { DeleteGoalUseCase } from './delete-goal.use-case';
import { GetGoalUseCase } from './get-goal.use-case';
import { ListGoalsUseCase } from './list-goals.use-case';
import { UpdateGoalUseCase } from './update-goal.use-case';

function setup() {
  const goals = new InMemoryGoalRepository();
  const clock = new FixedClock('2026-03-10T15:00:00Z');
  const ids = new SequentialIdGenerator('g');
  return {
    goals,
    clock,
    create: new CreateGoalUseCase(goals, clock, ids),
    batch: new CreateGoalsBatchUseCase(goals, goals.receipts, clock, ids),
    list: new ListGoalsUseCase(goals),
    get: new GetGoalUseCase(goals),
    update: new UpdateGoalUseCase(goals, clock),
    remove: new DeleteGoalUseCase(goals),
  };
}

async function expectCode(p: Promise<unknown>, code: string) {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
}

describe('goal use cases', () => {
  it("keeps each user's goals to themselves", async () => {
    const t = setup();
    const { record: mine } = await t.create.execute('ada', { title: 'Mine' });
    await expectCode(t.get.execute('bob', mine.id), 'NOT_FOUND');
    await expectCode(t.update.execute('bob', mine.id, { progress: 50 }), 'NOT_FOUND');
    await expectCode(t.remove.execute('bob', mine.id), 'NOT_FOUND');
    expect(await t.list.execute('bob')).toEqual([]);
    expect((await t.get.execute('ada', mine.id)).progress).toBe(0);
  });

  it('lists newest first and deletes', async () => {
    const t = setup();
    const { record: a } = await t.create.execute('ada', { title: 'A' });
    t.clock.advance(1000);
    const { record: b } = await t.create.execute('ada', { title: 'B' });
    expect((await t.list.execute('ada')).map((g) => g.id)).toEqual([b.id, a.id]);
    await t.remove.execute('ada', a.id);
    await expectCode(t.remove.execute('ada', a.id), 'NOT_FOUND');
    expect(await t.list.execute('ada')).toHaveLength(1);
  });

  it('says when an update completed the goal', async () => {
    const t = setup();
    const { record: g } = await t.create.execute('ada', { title: 'Run' });
    expect((await t.update.execute('ada', g.id, { progress: 80 })).completedNow).toBe(false);
    const done = await t.update.execute('ada', g.id, { progress: 100 });
    expect(done.completedNow).toBe(true);
    expect(done.goal.version).toBe(3);
    expect((await t.update.execute('ada', g.id, { progress: 100 })).completedNow).toBe(false);
  });

  it('refuses a stale If-Match version with 412 and changes nothing', async () => {
    const t = setup();
    const { record: g } = await t.create.execute('ada', { title: 'Run' });
    const first = await t.update.execute('ada', g.id, { title: 'Walk' }, [1]);
    expect(first.goal).toMatchObject({ title: 'Walk', version: 2 });
    await expectCode(t.update.execute('ada', g.id, { title: 'Swim' }, [1]), 'PRECONDITION_FAILED');
    expect(await t.get.execute('ada', g.id)).toMatchObject({ title: 'Walk', version: 2 });
    await expectCode(t.update.execute('bob', g.id, { title: 'x' }, [2]), 'NOT_FOUND');
  });
});

describe('batch creation', () => {
  it('makes rapid-entry goals with categories cycling by position, in the order written', async () => {
    const t = setup();
    const titles = Array.from({ length: 8 }, (_, i) => ({ title: `Goal ${i + 1}` }));
    const { goals, replayed } = await t.batch.execute({ userId: 'ada', goals: titles });
    expect(replayed).toBe(false);
    expect(goals.map((g) => g.category)).toEqual([
      'career',
      'health',
      'relationships',
      'learning',
      'financial',
      'personal',
      'career',
      'health',
    ]);
    expect(goals.every((g) => g.description === QUICK_ENTRY_DESCRIPTION)).toBe(true);
    expect(goals.every((g) => g.progress === 0 && g.priority === 'medium')).toBe(true);
    const listed = await t.list.execute('ada');
    expect(listed.map((g) => g.title)).toEqual(titles.map((x) => x.title).reverse());
  });

  it('refuses an empty batch and one over 500', async () => {
    const t = setup();
    await expectCode(t.batch.execute({ userId: 'ada', goals: [] }), 'VALIDATION');
    const many = Array.from({ length: 501 }, () => ({ title: 'x' }));
    await expectCode(t.batch.execute({ userId: 'ada', goals: many }), 'VALIDATION');
  });

  it('stores nothing when the write fails', async () => {
    const t = setup();
    t.goals.failNextInsert = new Error('disk full');
    await expect(
      t.batch.execute({ userId: 'ada', goals: [{ title: 'a' }, { title: 'b' }] }),
    ).rejects.toThrow('disk full');
    expect(await t.list.execute('ada')).toEqual([]);
  });

  it('answers a retry with the same key with the first result, once', async () => {
    const t = setup();
    const cmd = { userId: 'ada', goals: [{ title: 'a' }, { title: 'b' }], idempotencyKey: 'k-1' };
    const first = await t.batch.execute(cmd);
    t.clock.advance(60_000);
    const second = await t.batch.execute({ ...cmd, goals: [{ title: 'a' }, { title: 'b' }] });
    expect(second.replayed).toBe(true);
    expect(second.goals).toEqual(first.goals);
    expect(await t.list.execute('ada')).toHaveLength(2);
    // another user may use the same key
    expect((await t.batch.execute({ ...cmd, userId: 'bob' })).replayed).toBe(false);
  });

  it('refuses the same key with another body (422) and forgets keys after 24 hours', async () => {
    const t = setup();
    await t.batch.execute({ userId: 'ada', goals: [{ title: 'a' }], idempotencyKey: 'k' });
    await expectCode(
      t.batch.execute({ userId: 'ada', goals: [{ title: 'b' }], idempotencyKey: 'k' }),
      'UNPROCESSABLE',
    );
    t.clock.advance(24 * 3600_000 + 1);
    const again = await t.batch.execute({
      userId: 'ada',
      goals: [{ title: 'b' }],
      idempotencyKey: 'k',
    });
    expect(again.replayed).toBe(false);
    expect(await t.list.execute('ada')).toHaveLength(2);
  });

  it('answers with the winner when a concurrent retry committed first', async () => {
    const t = setup();
    const cmd = { userId: 'ada', goals: [{ title: 'a' }], idempotencyKey: 'race' };
    const winner = await t.batch.execute(cmd);
    // Simulate the race: the first lookup misses, the insert finds the key taken.
    const realFind = t.goals.receipts.find.bind(t.goals.receipts);
    let calls = 0;
    t.goals.receipts.find = async (...args) => (++calls === 1 ? null : realFind(...args));
    const loser = await t.batch.execute(cmd);
    expect(loser).toEqual({ goals: winner.goals, replayed: true });
    expect(await t.list.execute('ada')).toHaveLength(1);
  });

  it('waits for a winner that has not committed yet, then answers its result', async () => {
    const t = setup();
    const cmd = { userId: 'ada', goals: [{ title: 'a' }], idempotencyKey: 'slow' };
    const winner = await t.batch.execute(cmd);
    // The key is taken but its receipt only becomes visible on the 4th lookup.
    const realFind = t.goals.receipts.find.bind(t.goals.receipts);
    let calls = 0;
    t.goals.receipts.find = async (...args) => (++calls < 4 ? null : realFind(...args));
    const loser = await t.batch.execute(cmd);
    expect(calls).toBe(4);
    expect(loser).toEqual({ goals: winner.goals, replayed: true });
    expect(await t.list.execute('ada')).toHaveLength(1);
  });

  it('takes the key itself when the holder rolled back instead of committing', async () => {
    const t = setup();
    const realInsert = t.goals.insertMany.bind(t.goals);
    let calls = 0;
    t.goals.insertMany = async (...args) => {
      if (++calls === 1) throw new IdempotencyKeyTakenError(); // held, then released
      return realInsert(...args);
    };
    const res = await t.batch.execute({
      userId: 'ada',
      goals: [{ title: 'a' }],
      idempotencyKey: 'k',
    });
    expect(res.replayed).toBe(false);
    expect(calls).toBe(2);
  });

  it('answers 409 only when the holder neither commits nor rolls back in time', async () => {
    const t = setup();
    t.batch.waitMs = 30;
    t.goals.insertMany = async () => {
      throw new IdempotencyKeyTakenError();
    };
    await expectCode(
      t.batch.execute({ userId: 'ada', goals: [{ title: 'a' }], idempotencyKey: 'stuck' }),
      'CONFLICT',
    );
  });

  it('refuses a malformed key', async () => {
    const t = setup();
    await expectCode(
      t.batch.execute({ userId: 'ada', goals: [{ title: 'a' }], idempotencyKey: 'has space' }),
      'VALIDATION',
    );
    expect(new IdempotencyKeyTakenError()).toBeInstanceOf(Error);
  });
});
