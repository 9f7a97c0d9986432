import { FixedClock } from '../../../shared/domain/clock';
import { SequentialIdGenerator } from '../../../shared/domain/id-generator';
import {
  InMemoryGoalOwnership,
  InMemoryMilestoneRepository,
} from '../infrastructure/persistence/in-memory-milestone.repository';
import { UnknownGoalError } from '../domain/milestone.errors';
import { CreateMilestoneUseCase } from './create-milestone.use-case';
import { DeleteMilestoneUseCase } from './delete-milestone.use-case';
import { GetMilestoneUseCase } from './get-milestone.use-case';
import { ListMilestonesUseCase } from './list-milestones.use-case';
import { UpdateMilestoneUseCase } from './update-milestone.use-case';

function setup() {
  const repo = new InMemoryMilestoneRepository();
  const goals = new InMemoryGoalOwnership();
  goals.owners.set('goal-ada', 'ada');
  goals.owners.set('goal-bob', 'bob');
  const clock = new FixedClock('2026-03-10T15:00:00Z');
  const ids = new SequentialIdGenerator('m');
  return {
    repo,
    clock,
    create: new CreateMilestoneUseCase(repo, goals, clock, ids),
    update: new UpdateMilestoneUseCase(repo, goals, clock),
    list: new ListMilestonesUseCase(repo),
    get: new GetMilestoneUseCase(repo),
    remove: new DeleteMilestoneUseCase(repo),
  };
}

describe('milestone use cases', () => {
  it('creates with the title trimmed, the date kept as written, not completed', async () => {
    const { create } = setup();
    const { record: m } = await create.execute('ada', {
      title: '  Run 10 km ',
      targetDate: '2026-05-01T23:59:00-08:00',
      description: '',
    });
    expect(m).toEqual({
      id: 'm-1',
      userId: 'ada',
      goalId: null,
      title: 'Run 10 km',
      description: null,
      targetDate: '2026-05-01',
      isCompleted: false,
      version: 1,
      createdAt: new Date('2026-03-10T15:00:00Z'),
      updatedAt: new Date('2026-03-10T15:00:00Z'),
    });
  });

  it.each([
    [{ title: '   ', targetDate: '2026-05-01' }, 'title must be 1 to 200'],
    [{ title: 'x'.repeat(201), targetDate: '2026-05-01' }, 'title must be 1 to 200'],
    [{ title: 'ok', targetDate: '2026-02-30' }, 'targetDate must be a calendar date'],
    [{ title: 'ok', targetDate: '2026-05-01', description: 'd'.repeat(10_001) }, 'description'],
  ])('refuses %j', async (command, message) => {
    const { create } = setup();
    await expect(create.execute('ada', command)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining(message),
    });
  });

  it("hangs under the user's own goal only; another user's goal is refused like a missing one", async () => {
    const { create, update } = setup();
    const { record: m } = await create.execute('ada', {
      title: 'A',
      targetDate: '2026-05-01',
      goalId: 'goal-ada',
    });
    expect(m.goalId).toBe('goal-ada');
    for (const goalId of ['goal-bob', 'goal-none']) {
      await expect(
        create.execute('ada', { title: 'B', targetDate: '2026-05-01', goalId }),
      ).rejects.toMatchObject({
        code: 'VALIDATION',
        message: 'goalId must be the id of one of your goals',
      });
      await expect(update.execute('ada', m.id, { goalId })).rejects.toMatchObject({
        code: 'VALIDATION',
      });
    }
    expect((await update.execute('ada', m.id, { goalId: null })).goalId).toBeNull();
  });

  it('completes, edits and deletes only owned milestones', async () => {
    const { create, update, get, remove, list, clock } = setup();
    const { record: m } = await create.execute('ada', { title: 'A', targetDate: '2026-05-01' });
    clock.advance(60_000);
    const done = await update.execute('ada', m.id, { isCompleted: true, title: ' A+ ' });
    expect(done).toMatchObject({ isCompleted: true, title: 'A+', targetDate: '2026-05-01' });
    expect(done.updatedAt.getTime()).toBeGreaterThan(done.createdAt.getTime());
    await expect(get.execute('bob', m.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(update.execute('bob', m.id, { isCompleted: false })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(remove.execute('bob', m.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await remove.execute('ada', m.id);
    expect(await list.execute('ada')).toEqual([]);
  });

  it('lists soonest first, then oldest first on the same day', async () => {
    const { create, list, clock } = setup();
    await create.execute('ada', { title: 'late', targetDate: '2026-09-01' });
    clock.advance(1000);
    await create.execute('ada', { title: 'soon', targetDate: '2026-04-01' });
    clock.advance(1000);
    await create.execute('ada', { title: 'soon too', targetDate: '2026-04-01' });
    await create.execute('bob', { title: 'not mine', targetDate: '2026-01-01' });
    expect((await list.execute('ada')).map((m) => m.title)).toEqual(['soon', 'soon too', 'late']);
  });

  it('ticks a milestone whose goal was deleted after the load: the tick lands, the link is gone', async () => {
    const t = setup();
    const { record: m } = await t.create.execute('ada', {
      title: 'Run 10 km',
      targetDate: '2026-05-01',
      goalId: 'goal-ada',
    });
    // As the database does: the goal's deletion empties the link (ON DELETE SET NULL)
    // without a new version, and the write of the old link is then refused.
    const update = t.repo.update.bind(t.repo);
    let deleted = false;
    t.repo.update = async (next, expected) => {
      const stored = t.repo.rows.get(next.id)!;
      if (!deleted) {
        deleted = true;
        t.repo.rows.set(next.id, { ...stored, goalId: null });
      }
      if (next.goalId !== null && t.repo.rows.get(next.id)!.goalId === null) {
        throw new UnknownGoalError();
      }
      return update(next, expected);
    };
    const after = await t.update.execute('ada', m.id, { isCompleted: true }, [1]);
    expect(after).toMatchObject({ isCompleted: true, goalId: null, version: 2 });
    // Naming the deleted goal is still refused.
    await expect(
      t.update.execute('ada', m.id, { goalId: 'goal-ada', title: 'Again' }),
    ).rejects.toBeInstanceOf(UnknownGoalError);
  });
});
