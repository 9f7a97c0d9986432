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

/** The CPUs each of this process's threads may run on (Linux), main thread first. */
function threadCpuLists(): string[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const status = readFileSync(`/proc/self/task/${tid}/status`, 'utf8');
    return /^Cpus_allowed_list:\s*(\S+)$/m.exec(status)?.[1] ?? '';
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
    pool = new BcryptWorkerPool(1, { nice: 10 });
    await pool.compare('x', await pool.hash('x', 4));
    expect(threadNiceValues()).toContain(10);
    expect(threadNiceValues()[0]).toBe(0); // the main thread keeps its priority
  });

  linux('runs its threads on the CPUs it is given, and only them', async () => {
    const main = threadCpuLists()[0];
    pool = new BcryptWorkerPool(1, { cpus: '0' });
    await pool.compare('x', await pool.hash('x', 4));
    const lists = threadCpuLists();
    expect(lists[0]).toBe(main); // the main thread is not moved
    if (main !== '0') expect(lists.filter((list) => list === '0')).toHaveLength(1);
  });

  it('refuses work after close', async () => {
    pool = new BcryptWorkerPool(1);
    await pool.close();
    await expect(pool.hash('x', 4)).rejects.toThrow('hashing stopped');
  });
});
