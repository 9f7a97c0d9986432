import { DomainError } from './domain-error';

/** What a task refused by a full line gets (TOO_MANY_REQUESTS, retry in a second). */
export function busyError(): DomainError {
  return new DomainError(
    'TOO_MANY_REQUESTS',
    'The server is busy signing people in. Try again in a moment.',
    { retryAfterSeconds: 1 },
  );
}

/**
 * A place held in a limiter's line before the task is ready (a sign-in holds
 * one while it reads the database), so a flood is refused on arrival. Pass it
 * to run(), or release() it when the task will not run; releasing twice, or
 * after run(), does nothing.
 */
export interface Reservation {
  release(): void;
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
 * With a wait budget, the line is also full as soon as a newcomer's expected
 * wait (the tasks ahead of it, at the recent average duration) passes the
 * budget: it would only be refused later, so it is refused now, and quickly.
 */
export class ConcurrencyLimiter {
  private active = 0;
  private reserved = 0;
  private readonly queue: Waiter[] = [];
  private readonly held = new WeakSet<Reservation>();
  /** Recent task duration in ms (exponentially weighted); 0 until a task has finished. */
  private averageMs = 0;

  constructor(
    readonly maxActive: number,
    readonly maxQueued: number,
    readonly maxWaitMs: number = Infinity,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Tasks running, waiting, or reserved. */
  get pending(): number {
    return this.active + this.queue.length + this.reserved;
  }

  /** True when a task (or a reservation) arriving now would be refused at once. */
  get full(): boolean {
    const pending = this.pending;
    if (pending >= this.maxActive + this.maxQueued) return true;
    if (pending < this.maxActive || !Number.isFinite(this.maxWaitMs)) return false;
    // The newcomer starts once this many rounds of running tasks have finished.
    const rounds = Math.ceil((pending - this.maxActive + 1) / this.maxActive);
    return rounds * this.averageMs > this.maxWaitMs;
  }

  /** Holds a place for a task to come, or throws TOO_MANY_REQUESTS as run() would. */
  reserve(): Reservation {
    if (this.full) throw busyError();
    this.reserved += 1;
    const reservation: Reservation = {
      release: () => {
        if (!this.held.delete(reservation)) return;
        this.reserved -= 1;
      },
    };
    this.held.add(reservation);
    return reservation;
  }

  /** Runs `task` in turn; with a held reservation, in the place it kept. */
  async run<T>(task: () => Promise<T>, reservation?: Reservation): Promise<T> {
    const reservedPlace = reservation !== undefined && this.held.has(reservation);
    if (reservedPlace) reservation.release();
    // Places reserved by others count: a task without one is refused when none is left.
    else if (this.full) throw busyError();
    if (this.active >= this.maxActive) {
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = { start: resolve, timer: null };
        if (Number.isFinite(this.maxWaitMs)) {
          waiter.timer = setTimeout(() => {
            const i = this.queue.indexOf(waiter);
            if (i >= 0) this.queue.splice(i, 1);
            reject(busyError());
          }, this.maxWaitMs);
        }
        this.queue.push(waiter);
      });
    } else {
      this.active += 1;
    }
    const started = this.now();
    try {
      return await task();
    } finally {
      const took = this.now() - started;
      this.averageMs = this.averageMs === 0 ? took : this.averageMs + 0.2 * (took - this.averageMs);
      const next = this.queue.shift();
      if (next) {
        if (next.timer) clearTimeout(next.timer);
        next.start();
      } else this.active -= 1;
    }
  }
}
