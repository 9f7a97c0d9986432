import { FixedClock } from '../../../shared/domain/clock';
import { InMemoryGamificationEventRepository } from '../infrastructure/persistence/in-memory-gamification.adapters';
import { ListGamificationEventsUseCase } from './list-gamification-events.use-case';
import { RecordGamificationEventsUseCase } from './record-gamification-events.use-case';

const G1 = '3f1c2a9e-0000-4000-8000-000000000001';

function setup() {
  const repo = new InMemoryGamificationEventRepository();
  repo.players.set('u1', { timeZone: 'UTC', joinedAt: new Date('2026-01-01T00:00:00Z') });
  repo.players.set('u2', { timeZone: 'UTC', joinedAt: new Date('2026-01-01T00:00:00Z') });
  const clock = new FixedClock('2026-03-10T15:00:00Z');
  return {
    repo,
    record: new RecordGamificationEventsUseCase(repo, clock),
    list: new ListGamificationEventsUseCase(repo),
  };
}

const event = (occurredAt: string) => ({
  id: `goal_created:${G1}`,
  type: 'goal_created',
  points: 25,
  occurredAt,
  goalId: G1,
});

describe('gamification use cases', () => {
  it('merges by id, first write wins, and answers the whole log of that user only', async () => {
    const { record, list } = setup();
    const first = (await record.execute('u1', [event('2026-03-10T10:00:00Z')])).events;
    // The server records the first goal's achievement when the client did not send it.
    expect(first.map((e) => e.id)).toEqual(['achievement:first_goal', `goal_created:${G1}`]);
    const again = await record.execute('u1', [event('2026-03-10T12:00:00Z')]);
    expect(again).toEqual({ version: 2, events: first });
    expect(again.events[1].occurredAt.toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(await list.execute('u2')).toEqual({ version: 0, events: [] });
  });

  it('stores nothing when one event of the batch is invalid', async () => {
    const { record, list } = setup();
    await expect(
      record.execute('u1', [
        event('2026-03-10T10:00:00Z'),
        { ...event('2026-03-10T10:00:00Z'), points: 1 },
      ]),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('events.1.points'),
    });
    expect(await list.execute('u1')).toEqual({ version: 0, events: [] });
  });

  it("records an achievement that only the union of two devices' activities earns", async () => {
    const { record, repo } = setup();
    const goal = (n: number) => {
      const id = `3f1c2a9e-0000-4000-8000-00000000001${n}`;
      return {
        id: `goal_created:${id}`,
        type: 'goal_created',
        points: 25,
        occurredAt: `2026-03-10T10:0${n}:00Z`,
        goalId: id,
      };
    };
    const firstGoal = {
      id: 'achievement:first_goal',
      type: 'achievement',
      points: 50,
      occurredAt: '2026-03-10T10:00:00Z',
    };
    // Device A: four goals and the achievement it earned. Device B: the fifth goal.
    await record.execute('u1', [goal(0), goal(1), goal(2), goal(3), firstGoal]);
    const { events: log } = await record.execute('u1', [goal(4)]);
    expect(log.map((e) => e.id)).toContain('achievement:goal_enthusiast');
    expect(log.find((e) => e.id === 'achievement:goal_enthusiast')).toMatchObject({
      points: 150,
      occurredAt: new Date('2026-03-10T10:04:00Z'),
    });
    expect((await repo.listForUser('u1')).reduce((sum, e) => sum + e.points, 0)).toBe(
      5 * 25 + 50 + 150,
    );
  });

  it('reads the log once per merge, and a conditional read of an unchanged log not at all', async () => {
    const { record, list, repo } = setup();
    const { version } = await record.execute('u1', [event('2026-03-10T10:00:00Z')]);
    expect(repo.reads).toBe(1);
    expect(await list.execute('u1', version)).toEqual({ version, events: null });
    expect(repo.reads).toBe(1);
    expect((await list.execute('u1', version - 1)).events).toHaveLength(version);
    expect(repo.reads).toBe(2);
    // The totals follow the log: 25 for the goal, 50 for Goal Setter.
    expect(repo.players.get('u1')).toMatchObject({ xp: 75, level: 1 });
  });

  it('refuses more than 500 events', async () => {
    const { record } = setup();
    const many = Array.from({ length: 501 }, () => event('2026-03-10T10:00:00Z'));
    await expect(record.execute('u1', many)).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
