import type { Goal } from '../model/types';

export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 'g-1',
    title: 'Run a marathon',
    description: null,
    category: 'health',
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
    needsCategorizing: false,
    version: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
