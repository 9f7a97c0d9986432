import { ConcurrencyLimiter } from './concurrency-limiter';
import { DomainError } from './domain-error';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ConcurrencyLimiter', () => {
  it('runs at most maxActive at once and queues the rest in order', async () => {
    const limiter = new ConcurrencyLimiter(2, 5);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[0].resolve();
    await runs[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    gates[1].resolve();
    gates[2].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(limiter.pending).toBe(0);
  });

  it('refuses at once when the queue is full', async () => {
    const limiter = new ConcurrencyLimiter(1, 1);
    const gate = deferred();
    const a = limiter.run(() => gate.promise);
    const b = limiter.run(async () => undefined);
    await expect(limiter.run(async () => undefined)).rejects.toBeInstanceOf(DomainError);
    gate.resolve();
    await Promise.all([a, b]);
  });

  it('says when it is full', async () => {
    const limiter = new ConcurrencyLimiter(1, 1);
    const gate = deferred();
    const a = limiter.run(() => gate.promise);
    expect(limiter.full).toBe(false);
    const b = limiter.run(async () => undefined);
    expect(limiter.full).toBe(true);
    gate.resolve();
    await Promise.all([a, b]);
    expect(limiter.full).toBe(false);
  });

  it('holds reserved places: arrivals beyond them are refused before their task is ready', async () => {
    const limiter = new ConcurrencyLimiter(1, 1);
    const first = limiter.reserve();
    const second = limiter.reserve();
    expect(() => limiter.reserve()).toThrow(DomainError);
    await expect(limiter.run(async () => 'no place')).rejects.toBeInstanceOf(DomainError);
    const gate = deferred();
    const a = limiter.run(() => gate.promise, first);
    // The second keeps its place in the queue although the line is full.
    const b = limiter.run(async () => 'b', second);
    expect(limiter.pending).toBe(2);
    gate.resolve();
    expect(await b).toBe('b');
    await a;
    expect(limiter.pending).toBe(0);
  });

  it('gives a released reservation back, once, and ignores it afterwards', async () => {
    const limiter = new ConcurrencyLimiter(1, 0);
    const r = limiter.reserve();
    expect(limiter.full).toBe(true);
    r.release();
    r.release();
    expect(limiter.pending).toBe(0);
    const again = limiter.reserve();
    // A released reservation no longer holds a place: the task waits its turn like any other.
    await expect(limiter.run(async () => 'late', r)).rejects.toBeInstanceOf(DomainError);
    await expect(limiter.run(async () => 'ok', again)).resolves.toBe('ok');
    expect(limiter.pending).toBe(0);
  });

  it('frees its place when a task fails', async () => {
    const limiter = new ConcurrencyLimiter(1, 0);
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await expect(limiter.run(async () => 'ok')).resolves.toBe('ok');
  });
});

describe('ConcurrencyLimiter wait budget', () => {
  it('refuses a queued task that has not started within maxWaitMs, and keeps counting right', async () => {
    const limiter = new ConcurrencyLimiter(1, 5, 30);
    const gate = deferred();
    const a = limiter.run(() => gate.promise);
    const started = Date.now();
    await expect(limiter.run(async () => 'late')).rejects.toBeInstanceOf(DomainError);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(limiter.pending).toBe(1);
    gate.resolve();
    await a;
    expect(limiter.pending).toBe(0);
    await expect(limiter.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('refuses at once a newcomer whose expected wait passes the budget', async () => {
    let clock = 0;
    const limiter = new ConcurrencyLimiter(1, 16, 500, () => clock);
    // One task of 200 ms sets the average.
    await limiter.run(async () => {
      clock += 200;
    });
    const gate = deferred();
    const running = limiter.run(() => gate.promise);
    // One round ahead (200 ms): it may wait. Two rounds (400 ms): still within 500 ms.
    const first = limiter.reserve();
    const second = limiter.reserve();
    // Three rounds (600 ms) would pass the budget: refused now, not after 500 ms,
    // although 14 places of the queue are free.
    expect(() => limiter.reserve()).toThrow(DomainError);
    await expect(limiter.run(async () => 'late')).rejects.toBeInstanceOf(DomainError);
    expect(limiter.pending).toBe(3);
    first.release();
    expect(limiter.full).toBe(false);
    second.release();
    gate.resolve();
    await running;
    expect(limiter.pending).toBe(0);
  });

  it('starts a queued task in time without refusing it', async () => {
    const limiter = new ConcurrencyLimiter(1, 5, 1_000);
    const gate = deferred();
    const a = limiter.run(() => gate.promise);
    const b = limiter.run(async () => 'b');
    gate.resolve();
    await a;
    await expect(b).resolves.toBe('b');
    expect(limiter.pending).toBe(0);
  });
});
