import { DomainError, NotFoundError } from './domain-error';
import {
  inTurn,
  recordsInTurn,
  sameRecord,
  updateVersioned,
  versionMatches,
  type VersionCondition,
} from './versioning';

interface Doc {
  version: number;
  text: string;
}

/** One stored record with a conditional save, like `UPDATE ... WHERE version = ?`. */
function store(initial: Doc | null, key = 'doc-1') {
  const s = { row: initial, writes: 0, beforeSave: undefined as undefined | (() => void) };
  const run = (condition: VersionCondition, text: string) =>
    updateVersioned<Doc>({
      load: async () => (s.row ? { ...s.row } : null),
      change: (d) => ({ ...d, text }),
      save: async (next, expected) => {
        // Other requests run between the read and the write, as over a network.
        await new Promise((r) => setImmediate(r));
        const hook = s.beforeSave;
        s.beforeSave = undefined;
        hook?.();
        if (!s.row || s.row.version !== expected) return false;
        s.row = { ...next };
        s.writes += 1;
        return true;
      },
      condition,
      notFound: () => new NotFoundError('Doc'),
      what: 'doc',
      key,
    });
  return { s, run };
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: DomainError) => e.code,
  );

describe('updateVersioned', () => {
  it('writes without a condition and raises the version by one', async () => {
    const { s, run } = store({ version: 4, text: 'a' });
    const { before, after } = await run(null, 'b');
    expect(before.version).toBe(4);
    expect(after).toEqual({ version: 5, text: 'b' });
    expect(s.row).toEqual({ version: 5, text: 'b' });
  });

  it('does not write, nor raise the version, when the change changes nothing', async () => {
    const { s, run } = store({ version: 4, text: 'a' });
    const { before, after } = await run([4], 'a');
    expect(after).toBe(before);
    expect(after.version).toBe(4);
    expect(s.writes).toBe(0);
    expect(await codeOf(run([3], 'a'))).toBe('PRECONDITION_FAILED'); // still checked
  });

  it('tells a changed record from the same one, dates, lists and nested fields included', () => {
    const at = (iso: string) => new Date(iso);
    const base = {
      version: 1,
      updatedAt: at('2026-01-01T00:00:00Z'),
      due: at('2026-02-01T00:00:00Z'),
      items: [{ name: 'a', done: false }],
    };
    expect(sameRecord(base, { ...base, version: 2, updatedAt: at('2026-03-01T00:00:00Z') })).toBe(
      true,
    );
    expect(sameRecord(base, { ...base, due: at('2026-02-02T00:00:00Z') })).toBe(false);
    expect(sameRecord(base, { ...base, items: [{ name: 'a', done: true }] })).toBe(false);
    expect(sameRecord(base, { ...base, items: [] })).toBe(false);
    expect(sameRecord(base, { ...base, extra: null })).toBe(false);
  });

  it('writes when If-Match names the stored version, refuses a stale one with 412', async () => {
    const { s, run } = store({ version: 2, text: 'a' });
    expect(await codeOf(run([1], 'x'))).toBe('PRECONDITION_FAILED');
    expect(s.row).toEqual({ version: 2, text: 'a' });
    expect(await codeOf(run([1, 2], 'y'))).toBe('ok');
    expect(s.row).toEqual({ version: 3, text: 'y' });
    expect(await codeOf(run([], 'z'))).toBe('PRECONDITION_FAILED');
  });

  it('answers 412 when another writer lands between the read and the write', async () => {
    const { s, run } = store({ version: 1, text: 'a' });
    s.beforeSave = () => (s.row = { version: 2, text: 'other tab' });
    expect(await codeOf(run([1], 'mine'))).toBe('PRECONDITION_FAILED');
    expect(s.row).toEqual({ version: 2, text: 'other tab' });
  });

  it('without If-Match applies the change again to the fresh record', async () => {
    const { s, run } = store({ version: 1, text: 'a' });
    s.beforeSave = () => (s.row = { version: 2, text: 'other tab' });
    await run(null, 'mine');
    expect(s.row).toEqual({ version: 3, text: 'mine' });
  });

  it('is 404 for a missing record, also when it disappears mid-write', async () => {
    expect(await codeOf(store(null).run([1], 'x'))).toBe('NOT_FOUND');
    const { s, run } = store({ version: 1, text: 'a' });
    s.beforeSave = () => (s.row = null);
    expect(await codeOf(run([1], 'x'))).toBe('NOT_FOUND');
  });

  it('gives up with 409 when writers keep winning', async () => {
    const { s, run } = store({ version: 1, text: 'a' });
    const busy = () => {
      s.row = { version: s.row!.version + 1, text: 'busy' };
      s.beforeSave = busy;
    };
    s.beforeSave = busy;
    expect(await codeOf(run(null, 'x'))).toBe('CONFLICT');
  });

  it('lets 50 unconditioned writers of one record all land, each on the one before', async () => {
    const { s, run } = store({ version: 1, text: '' });
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => codeOf(run(null, `${s.row!.text}w${i}`))),
    );
    expect(codes.every((c) => c === 'ok')).toBe(true);
    expect(s.row!.version).toBe(51);
    expect(s.writes).toBe(50);
    expect(recordsInTurn()).toBe(0);
  });

  it('with the same If-Match, exactly one of many writers wins and the rest get 412', async () => {
    const { s, run } = store({ version: 3, text: 'a' });
    const codes = await Promise.all(Array.from({ length: 10 }, (_, i) => codeOf(run([3], `${i}`))));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'PRECONDITION_FAILED')).toHaveLength(9);
    expect(s.row!.version).toBe(4);
  });

  it('versionMatches: null matches anything', () => {
    expect(versionMatches(null, 7)).toBe(true);
    expect(versionMatches([7], 7)).toBe(true);
    expect(versionMatches([6], 7)).toBe(false);
  });
});

describe('inTurn', () => {
  const tick = () => new Promise((r) => setImmediate(r));

  it('runs tasks of one key one after another, in arrival order, past failures', async () => {
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      inTurn('k', task('a')),
      inTurn('k', task('b', true)),
      inTurn('k', task('c')),
    ]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(recordsInTurn()).toBe(0);
  });

  it('never makes different keys wait for each other', async () => {
    let release!: () => void;
    const held = inTurn('slow', () => new Promise<void>((r) => (release = r)));
    await expect(inTurn('other', async () => 'done')).resolves.toBe('done');
    expect(recordsInTurn()).toBe(1);
    release();
    await held;
    await tick();
    expect(recordsInTurn()).toBe(0);
  });
});
