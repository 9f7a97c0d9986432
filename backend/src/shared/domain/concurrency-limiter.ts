import { DomainError } from './domain-error';

function busy(): DomainError {
  return new DomainError(
    'TOO_MANY_REQUESTS',
    'The server is busy signing people in. Try again in a moment.',
    { retryAfterSeconds: 1 },
  );
}

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * Runs at most `maxActive` tasks at once with up to `maxQueued` waiting.
 * A task arriving when the queue is full is refused at once with
 * TOO_MANY_REQUESTS, and a queued task that has not started within
 * `maxWaitMs` (the wait budget) leaves the queue with the same error, so
 * expensive work (password hashing) cannot pile up and nobody waits for long.
 */
export class ConcurrencyLimiter {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(
    readonly maxActive: number,
    readonly maxQueued: number,
    readonly maxWaitMs: number = Infinity,
  ) {}

  get pending(): number {
    return this.active + this.queue.length;
  }

  /** True when a task arriving now would be refused at once. */
  get full(): boolean {
    return this.active >= this.maxActive && this.queue.length >= this.maxQueued;
  }

  /** Throws the same TOO_MANY_REQUESTS as run() when it would refuse now: lets a caller refuse before doing other work. */
  refuseWhenFull(): void {
    if (this.full) throw busy();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) {
      if (this.queue.length >= this.maxQueued) throw busy();
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = { start: resolve, timer: null };
        if (Number.isFinite(this.maxWaitMs)) {
          waiter.timer = setTimeout(() => {
            const i = this.queue.indexOf(waiter);
            if (i >= 0) this.queue.splice(i, 1);
            reject(busy());
          }, this.maxWaitMs);
        }
        this.queue.push(waiter);
      });
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) {
        if (next.timer) clearTimeout(next.timer);
        next.start();
      } else this.active -= 1;
    }
  }
}
