import { FixedClock } from '../../../shared/domain/clock';
import { SequentialIdGenerator } from '../../../shared/domain/id-generator';
import { InMemoryValueRepository } from '../infrastructure/persistence/in-memory-value.repository';
import {
  CreateValueUseCase,
  DeleteValueUseCase,
  ListValuesUseCase,
  UpdateValueUseCase,
} from './values.use-cases';

function setUp() {
  const repo = new InMemoryValueRepository();
  const clock = new FixedClock('2026-01-01T10:00:00Z');
  return {
    repo,
    clock,
    list: new ListValuesUseCase(repo),
    create: new CreateValueUseCase(repo, clock, new SequentialIdGenerator('v')),
    update: new UpdateValueUseCase(repo, clock),
    remove: new DeleteValueUseCase(repo),
  };
}

describe('values use cases', () => {
  it('creates with the spec defaults, trimmed name, blank description as none', async () => {
    const { create } = setUp();
    expect(
      (await create.execute({ userId: 'ada', name: ' Integrity ', description: '  ' })).record,
    ).toEqual({
      id: 'v-1',
      userId: 'ada',
      name: 'Integrity',
      description: null,
      alignmentScore: 70,
      color: 'bg-blue-500',
      isCore: false,
      version: 1,
      createdAt: new Date('2026-01-01T10:00:00Z'),
      updatedAt: new Date('2026-01-01T10:00:00Z'),
    });
  });

  it.each([
    [{ name: '' }, 'name must be 1 to 100 characters'],
    [{ name: 'x'.repeat(101) }, 'name must be 1 to 100 characters'],
    [{ name: 'A', description: 'x'.repeat(1001) }, 'description must be at most 1000 characters'],
    [{ name: 'A', alignmentScore: 101 }, 'alignmentScore must be an integer from 0 to 100'],
    [{ name: 'A', alignmentScore: 2.5 }, 'alignmentScore must be an integer from 0 to 100'],
    [{ name: 'A', color: 'bg-green-500' }, 'color must be one of'],
  ])('refuses %j', async (fields, message) => {
    const { create } = setUp();
    await expect(
      create.execute({ userId: 'ada', ...(fields as { name: string }) }),
    ).rejects.toThrow(message);
  });

  it('changes only the fields sent, keeps ownership, and deletes', async () => {
    const { create, update, remove, list, clock } = setUp();
    const { record: v } = await create.execute({
      userId: 'ada',
      name: 'Growth',
      description: 'Learn.',
    });
    clock.advance(1000);
    const changed = await update.execute('ada', v.id, { alignmentScore: 90 });
    expect(changed).toEqual({
      ...v,
      alignmentScore: 90,
      version: 2,
      updatedAt: new Date('2026-01-01T10:00:01Z'),
    });
    await expect(update.execute('bob', v.id, { alignmentScore: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(remove.execute('bob', v.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await remove.execute('ada', v.id);
    expect(await list.execute('ada')).toEqual([]);
  });
});
