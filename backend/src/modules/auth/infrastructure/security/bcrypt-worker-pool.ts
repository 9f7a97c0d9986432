import { Worker } from 'node:worker_threads';

type Job =
  | { op: 'hash'; password: string; rounds: number }
  | { op: 'compare'; password: string; hash: string };
interface Pending {
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

/** Where the hashing threads run: their Linux nice value and the CPUs they may use. */
export interface HashingThreads {
  /** 0..19: how much lower than the event loop the threads run (`HASH_NICE`). */
  nice?: number;
  /** A CPU list for taskset, such as "1" or "1-3" (`HASH_CPUS`); null: wherever the process may. */
  cpus?: string | null;
}

// The worker runs from source text, so it works the same from the build and
// under the test runner (which compiles TypeScript in memory only).
const workerSource = (bcryptPath: string, { nice = 0, cpus = null }: HashingThreads) => `
const { parentPort } = require('node:worker_threads');
const bcrypt = require(${JSON.stringify(bcryptPath)});
// On Linux, a thread's own priority (setpriority on "pid 0" is this thread only).
if (${nice} > 0) { try { require('node:os').setPriority(${nice}); } catch {} }
// And its own CPUs: /proc/thread-self names this thread, taskset -p moves only it.
const cpus = ${JSON.stringify(cpus)};
if (cpus) {
  try {
    const tid = require('node:fs').readlinkSync('/proc/thread-self').split('/').pop();
    require('node:child_process').execFileSync('taskset', ['-p', '-c', cpus, tid], { stdio: 'ignore' });
  } catch (error) {
    console.warn('HASH_CPUS=' + cpus + ' could not be applied (' + error.message + '); hashing runs unpinned');
  }
}
parentPort.on('message', (job) => {
  try {
    const value = job.op === 'hash' ? bcrypt.hashSync(job.password, job.rounds) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ value });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});`;

/**
 * bcrypt on a few worker threads, one job per thread at a time (the
 * caller's ConcurrencyLimiter keeps jobs <= size). A thread that dies fails
 * its job and is replaced on the next one.
 */
export class BcryptWorkerPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly waiting: Array<{ job: Job; pending: Pending }> = [];
  private readonly source: string;
  private closed = false;

  /**
   * `threads.nice` (Linux, 0..19): how much lower than the event loop the
   * threads run. At 10 a hashing thread gets about a tenth of a core the event
   * loop also wants, and all of a core nobody else wants. `threads.cpus`: the
   * CPUs they run on, so a sign-in burst cannot take the event loop's core
   * (`HASH_NICE`, `HASH_CPUS`; see app-config.ts for when each helps).
   */
  constructor(
    readonly size: number,
    threads: HashingThreads = {},
  ) {
    this.source = workerSource(require.resolve('bcrypt'), threads);
  }

  hash(password: string, rounds: number): Promise<string> {
    return this.submit({ op: 'hash', password, rounds }) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.submit({ op: 'compare', password, hash }) as Promise<boolean>;
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    for (const { pending } of this.waiting.splice(0)) pending.reject(new Error('hashing stopped'));
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private submit(job: Job): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error('hashing stopped'));
    return new Promise((resolve, reject) => {
      const pending = { resolve, reject };
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : null);
      if (worker) this.start(worker, job, pending);
      else this.waiting.push({ job, pending });
    });
  }

  private start(worker: Worker, job: Job, pending: Pending) {
    this.busy.set(worker, pending);
    worker.postMessage(job);
  }

  private release(worker: Worker) {
    this.busy.delete(worker);
    const next = this.waiting.shift();
    if (next) this.start(worker, next.job, next.pending);
    else this.idle.push(worker);
  }

  private spawn(): Worker {
    const worker = new Worker(this.source, { eval: true });
    worker.unref(); // never keeps the process alive
    worker.on('message', (m: { value?: string | boolean; error?: string }) => {
      const pending = this.busy.get(worker);
      this.release(worker);
      if (!pending) return;
      if (m.error !== undefined) pending.reject(new Error(m.error));
      else pending.resolve(m.value as string | boolean);
    });
    const fail = (error: Error) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      pending?.reject(error);
      // A job that was waiting for a thread gets a new one.
      const next = this.waiting.shift();
      if (next && !this.closed) this.start(this.spawn(), next.job, next.pending);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.busy.has(worker) || this.idle.includes(worker))
        fail(new Error(`hashing thread stopped (exit code ${code})`));
    });
    return worker;
  }
}
