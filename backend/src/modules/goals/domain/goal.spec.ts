import {
  becameCompleted,
  boundProgress,
  changeGoal,
  createGoal,
  currencyProgress,
  needsCategorizing,
  QUICK_ENTRY_DESCRIPTION,
  rapidEntryCategory,
  rapidEntryGoal,
  STATUS_STAGES,
  subcategoryProgress,
} from './goal';
import { canonicalJson, isValidIdempotencyKey } from './idempotency';

const now = new Date('2026-03-10T15:00:00Z');
const later = new Date('2026-03-11T09:00:00Z');
const meta = { id: 'g-1', userId: 'u-1', now };

describe('goal creation (spec §4)', () => {
  it('is not completed, progress 0, tracked by percentage, priority medium, category personal', () => {
    const goal = createGoal(meta, { title: '  Run a marathon  ' });
    expect(goal).toMatchObject({
      id: 'g-1',
      userId: 'u-1',
      title: 'Run a marathon',
      description: null,
      category: 'personal',
      priority: 'medium',
      targetDate: null,
      progress: 0,
      isCompleted: false,
      trackingType: 'percentage',
      currentAmount: 0,
      targetAmount: 0,
      financialType: 'savings',
      subcategories: [],
      steps: [],
      reflection: null,
      nextAction: null,
      version: 1,
    });
    expect(goal.createdAt).toEqual(now);
    expect(goal.updatedAt).toEqual(now);
  });

  it('settles the given tracking type at creation', () => {
    const goal = createGoal(meta, {
      title: 'Save',
      trackingType: 'currency',
      currentAmount: 25_000,
      targetAmount: 100_000,
      progress: 90,
    });
    expect(goal.progress).toBe(25);
    expect(goal.isCompleted).toBe(false);
    expect(createGoal(meta, { title: 'x', progress: 100 }).isCompleted).toBe(true);
    expect(createGoal(meta, { title: 'x', isCompleted: true }).progress).toBe(100);
  });
});

describe('progress bounds', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [49.5, 50],
    [100, 100],
    [140, 100],
    [Number.NaN, 0],
  ])('bounds %p to %p', (input, expected) => {
    expect(boundProgress(input)).toBe(expected);
  });
});

describe('percentage and status', () => {
  const base = createGoal(meta, { title: 'Read 12 books' });

  it('takes the slider value; completes at 100 and reopens below', () => {
    const half = changeGoal(base, { progress: 55 }, later);
    expect(half).toMatchObject({ progress: 55, isCompleted: false, version: 2, updatedAt: later });
    const done = changeGoal(half, { progress: 100 }, later);
    expect(done).toMatchObject({ progress: 100, isCompleted: true, version: 3 });
    expect(changeGoal(done, { progress: 95 }, later).isCompleted).toBe(false);
  });

  it('maps every status stage to its progress', () => {
    for (const [stage, progress] of Object.entries(STATUS_STAGES)) {
      const g = changeGoal(base, { trackingType: 'status', progress }, later);
      expect({ stage, progress: g.progress, done: g.isCompleted }).toEqual({
        stage,
        progress,
        done: stage === 'completed',
      });
    }
  });

  it('reads isCompleted alone as a shorthand for 100 or reopening', () => {
    const g = changeGoal(base, { progress: 40 }, later);
    expect(changeGoal(g, { isCompleted: true }, later).progress).toBe(100);
    expect(changeGoal(g, { isCompleted: false }, later).progress).toBe(40);
    const done = changeGoal(g, { progress: 100 }, later);
    expect(changeGoal(done, { isCompleted: false }, later)).toMatchObject({
      progress: 0,
      isCompleted: false,
    });
    // progress wins over a contradicting flag
    expect(changeGoal(g, { progress: 30, isCompleted: true }, later).isCompleted).toBe(false);
  });
});

describe('milestone', () => {
  const base = createGoal(meta, { title: 'Publish the book', trackingType: 'milestone' });
  it('toggles completion: 100 when complete, 0 when not', () => {
    const done = changeGoal(base, { isCompleted: true }, later);
    expect(done).toMatchObject({ progress: 100, isCompleted: true });
    expect(changeGoal(done, { isCompleted: false }, later)).toMatchObject({
      progress: 0,
      isCompleted: false,
    });
    expect(changeGoal(base, { progress: 100 }, later).isCompleted).toBe(true);
    expect(changeGoal(done, { progress: 60 }, later)).toMatchObject({
      progress: 0,
      isCompleted: false,
    });
  });
  it('switching a half-done percentage goal to milestone keeps it open at 0', () => {
    const half = changeGoal(createGoal(meta, { title: 'x' }), { progress: 50 }, later);
    expect(changeGoal(half, { trackingType: 'milestone' }, later)).toMatchObject({
      progress: 0,
      isCompleted: false,
    });
  });
});

describe('currency', () => {
  it('is current/target, rounded and capped at 100', () => {
    expect(currencyProgress(0, 100_000, 'savings')).toBe(0);
    expect(currencyProgress(33_333, 100_000, 'savings')).toBe(33);
    expect(currencyProgress(66_667, 100_000, 'income')).toBe(67);
    expect(currencyProgress(100_000, 100_000, 'investment')).toBe(100);
    expect(currencyProgress(250_000, 100_000, 'savings')).toBe(100);
  });
  it('for debt is (target - remaining)/target, never below 0', () => {
    expect(currencyProgress(100_000, 100_000, 'debt')).toBe(0);
    expect(currencyProgress(25_000, 100_000, 'debt')).toBe(75);
    expect(currencyProgress(0, 100_000, 'debt')).toBe(100);
    expect(currencyProgress(150_000, 100_000, 'debt')).toBe(0); // balance above the target
  });
  it('counts a target of 0 as one dollar', () => {
    expect(currencyProgress(50, 0, 'savings')).toBe(50);
    expect(currencyProgress(100, 0, 'savings')).toBe(100);
    expect(currencyProgress(0, 0, 'savings')).toBe(0);
    expect(currencyProgress(0, 0, 'debt')).toBe(100);
  });
  it('rounds 99.5% up to 100, which completes the goal', () => {
    expect(currencyProgress(99_500, 100_000, 'savings')).toBe(100);
    expect(currencyProgress(99_499, 100_000, 'savings')).toBe(99);
  });
  it('decides progress and completion from the amounts, whatever progress was sent', () => {
    const g = createGoal(meta, { title: 'Pay off the card' });
    const debt = changeGoal(
      g,
      {
        trackingType: 'currency',
        financialType: 'debt',
        currentAmount: 40_000,
        targetAmount: 200_000,
        progress: 3,
      },
      later,
    );
    expect(debt).toMatchObject({ progress: 80, isCompleted: false });
    const paid = changeGoal(debt, { currentAmount: 0 }, later);
    expect(paid).toMatchObject({ progress: 100, isCompleted: true });
    expect(becameCompleted(debt, paid)).toBe(true);
    expect(becameCompleted(paid, paid)).toBe(false);
  });
});

describe('sub-categories', () => {
  const items = (done: number, total: number) =>
    Array.from({ length: total }, (_, i) => ({ name: `item ${i}`, completed: i < done }));
  it('is the rounded share of completed items, 0 with none', () => {
    expect(subcategoryProgress([])).toBe(0);
    expect(subcategoryProgress(items(0, 3))).toBe(0);
    expect(subcategoryProgress(items(1, 3))).toBe(33);
    expect(subcategoryProgress(items(2, 3))).toBe(67);
    expect(subcategoryProgress(items(3, 3))).toBe(100);
  });
  it('completes when every item is done and trims names', () => {
    const g = changeGoal(
      createGoal(meta, { title: 'Renovate' }),
      { trackingType: 'subcategory', subcategories: [{ name: '  Kitchen ', completed: true }] },
      later,
    );
    expect(g).toMatchObject({
      progress: 100,
      isCompleted: true,
      subcategories: [{ name: 'Kitchen', completed: true }],
    });
  });
});

describe('rapid entry and the quick-entry marker', () => {
  it('cycles categories by position, wrapping', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 12, 49].map(rapidEntryCategory)).toEqual([
      'career',
      'health',
      'relationships',
      'learning',
      'financial',
      'personal',
      'career',
      'health',
      'career',
      'health',
    ]);
  });
  it('marks a rapid-entry goal as needing categorizing until its description changes', () => {
    const input = rapidEntryGoal({ title: 'Learn Italian' }, 3);
    expect(input).toEqual({
      title: 'Learn Italian',
      category: 'learning',
      description: QUICK_ENTRY_DESCRIPTION,
    });
    const g = createGoal(meta, input);
    expect(needsCategorizing(g)).toBe(true);
    expect(needsCategorizing(changeGoal(g, { description: 'B2 by summer' }, later))).toBe(false);
    expect(needsCategorizing(createGoal(meta, { title: 'x' }))).toBe(false);
  });
  it('keeps a category or description the writer gave', () => {
    expect(rapidEntryGoal({ title: 'x', category: 'health', description: null }, 0)).toEqual({
      title: 'x',
      category: 'health',
      description: null,
    });
  });
});

describe('idempotency keys', () => {
  it('hash the same request equally whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: undefined, z: null }] })).toBe(
      canonicalJson({ a: [{ z: null, y: 2 }], b: 1 }),
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
  it('accept 1 to 255 visible ASCII characters', () => {
    expect(isValidIdempotencyKey('3f1c2a9e-0000-4000-8000-000000000001')).toBe(true);
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('a b')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(256))).toBe(false);
  });
});
