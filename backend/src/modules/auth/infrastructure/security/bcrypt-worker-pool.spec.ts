import { readdirSync, readFileSync } from 'node:fs';
import { BcryptWorkerPool } from './bcrypt-worker-pool';

/** The nice value of each of this process's threads (Linux). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after "(comm)": state is field 3, nice is field 19.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('BcryptWorkerPool', () => {
  let pool: BcryptWorkerPool;
  afterEach(() => pool.close());

  it('hashes and checks passwords off the main thread', async () => {
    pool = new BcryptWorkerPool(2);
    const hash = await pool.hash('correct horse', 4);
    expect(hash).toMatch(/^\$2b\$04\$/);
    const checks = await Promise.all([
      pool.compare('correct horse', hash),
      pool.compare('wrong horse', hash),
      pool.compare('correct horse', hash),
    ]);
    expect(checks).toEqual([true, false, true]);
  });

  const linux = process.platform === 'linux' ? it : it.skip;
  linux('runs its threads at a lower priority than the event loop', async () => {
    pool = new BcryptWorkerPool(1, 10);
    await pool.compare('x', await pool.hash('x', 4));
    expect(threadNiceValues()).toContain(10);
    expect(threadNiceValues()[0]).toBe(0); // the main thread keeps its priority
  });

  it('refuses work after close', async () => {
    pool = new BcryptWorkerPool(1);
    await pool.close();
    await expect(pool.hash('x', 4)).rejects.toThrow('hashing stopped');
  });
});
