import { changeGoal, createGoal, type Goal } from './goal';

/** When a goal was completed (`completedAt`): set on completion, kept, cleared on reopening. */
describe('goal completedAt', () => {
  const jan = new Date('2026-01-20T15:00:00Z');
  const feb = new Date('2026-02-03T15:00:00Z');
  const mar = new Date('2026-03-04T15:00:00Z');
  const make = (input: Parameters<typeof createGoal>[1], now = jan): Goal =>
    createGoal({ id: 'g1', userId: 'ada', now }, input);

  it('is null for an open goal and the creation time for one created completed', () => {
    expect(make({ title: 'Open' }).completedAt).toBeNull();
    expect(make({ title: 'Done', progress: 100 }).completedAt).toEqual(jan);
    expect(make({ title: 'Done', isCompleted: true }).completedAt).toEqual(jan);
    expect(
      make({
        title: 'Done',
        trackingType: 'subcategory',
        subcategories: [{ name: 'a', completed: true }],
      }).completedAt,
    ).toEqual(jan);
  });

  it('is set by every change that completes the goal, whatever its tracking type', () => {
    const completions: Array<[Parameters<typeof createGoal>[1], Parameters<typeof changeGoal>[1]]> =
      [
        [{ title: 'Percent' }, { progress: 100 }],
        [{ title: 'Shorthand' }, { isCompleted: true }],
        [{ title: 'Status', trackingType: 'status' }, { progress: 100 }],
        [{ title: 'Milestone', trackingType: 'milestone' }, { isCompleted: true }],
        [
          { title: 'Money', trackingType: 'currency', targetAmount: 10_000 },
          { currentAmount: 10_000 },
        ],
        [
          {
            title: 'Checklist',
            trackingType: 'subcategory',
            subcategories: [{ name: 'a', completed: false }],
          },
          { subcategories: [{ name: 'a', completed: true }] },
        ],
      ];
    for (const [input, change] of completions) {
      const open = make(input);
      expect({ title: input.title, at: open.completedAt }).toEqual({
        title: input.title,
        at: null,
      });
      const done = changeGoal(open, change, feb);
      expect({ title: input.title, done: done.isCompleted, at: done.completedAt }).toEqual({
        title: input.title,
        done: true,
        at: feb,
      });
    }
  });

  it('is kept by an edit of a completed goal, which still moves updatedAt', () => {
    const done = changeGoal(make({ title: 'A' }), { progress: 100 }, jan);
    const edited = changeGoal(done, { description: 'Fixed', reflection: 'It went well' }, feb);
    expect(edited).toMatchObject({ isCompleted: true, completedAt: jan, updatedAt: feb });
  });

  it('is cleared when the goal is reopened and set again when it is completed again', () => {
    const done = changeGoal(make({ title: 'A' }), { progress: 100 }, jan);
    const reopened = changeGoal(done, { isCompleted: false }, feb);
    expect(reopened).toMatchObject({ isCompleted: false, completedAt: null });
    const again = changeGoal(reopened, { progress: 100 }, mar);
    expect(again).toMatchObject({ isCompleted: true, completedAt: mar });
  });

  it('takes the last change for a completed goal stored without one', () => {
    const legacy: Goal = { ...make({ title: 'Old', progress: 100 }), completedAt: null };
    expect(changeGoal(legacy, { description: 'x' }, feb).completedAt).toEqual(jan);
  });
});
