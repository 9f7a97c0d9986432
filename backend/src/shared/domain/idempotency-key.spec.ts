import { createOnce, idForRetry } from './idempotency-key';

describe('idForRetry', () => {
  it('is a version-8 UUID, the same for the same user, kind, key and request', () => {
    const id = idForRetry('ada', 'goal', 'k1', { title: 'Run', category: 'health' });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idForRetry('ada', 'goal', 'k1', { category: 'health', title: 'Run' })).toBe(id);
  });

  it('differs when the user, the kind, the key or the request differs', () => {
    const id = idForRetry('ada', 'goal', 'k1', { title: 'Run' });
    expect(
      new Set([
        id,
        idForRetry('bob', 'goal', 'k1', { title: 'Run' }),
        idForRetry('ada', 'value', 'k1', { title: 'Run' }),
        idForRetry('ada', 'goal', 'k2', { title: 'Run' }),
        idForRetry('ada', 'goal', 'k1', { title: 'Swim' }),
      ]).size,
    ).toBe(5);
  });
});

describe('createOnce', () => {
  const taken = new Error('duplicate primary key');

  it('answers the inserted record, not replayed', async () => {
    const insert = jest.fn(async () => undefined);
    await expect(
      createOnce({ keyed: true, record: { id: 'a' }, insert, stored: async () => null }),
    ).resolves.toEqual({ record: { id: 'a' }, replayed: false });
    expect(insert).toHaveBeenCalledWith({ id: 'a' });
  });

  it('with a key, answers the stored record when the insert finds its id taken', async () => {
    const result = await createOnce({
      keyed: true,
      record: { id: 'a', title: 'new' },
      insert: async () => Promise.reject(taken),
      stored: async () => ({ id: 'a', title: 'first' }),
    });
    expect(result).toEqual({ record: { id: 'a', title: 'first' }, replayed: true });
  });

  it('throws the failure when nothing is stored under the id, or without a key', async () => {
    const failing = { record: { id: 'a' }, insert: async () => Promise.reject(taken) };
    await expect(createOnce({ ...failing, keyed: true, stored: async () => null })).rejects.toBe(
      taken,
    );
    const stored = jest.fn(async () => ({ id: 'a' }));
    await expect(createOnce({ ...failing, keyed: false, stored })).rejects.toBe(taken);
    expect(stored).not.toHaveBeenCalled();
  });
});
