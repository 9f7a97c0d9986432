import { DomainError } from './domain-error';

/**
 * Runs at most `maxActive` tasks at once with up to `maxQueued` waiting.
 * A task arriving when the queue is full is refused at once with
 * TOO_MANY_REQUESTS, so expensive work (password hashing) cannot pile up.
 */
export class ConcurrencyLimiter {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly maxActive: number,
    readonly maxQueued: number,
  ) {}

  get pending(): number {
    return this.active + this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) {
      if (this.queue.length >= this.maxQueued) {
        throw new DomainError(
          'TOO_MANY_REQUESTS',
          'The server is busy signing people in. Try again in a moment.',
          {
            retryAfterSeconds: 1,
          },
        );
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
