import type { FinancialType, Priority, TrackingType } from './types';

/** Spec §9 priority labels. */
export const PRIORITIES: readonly { id: Priority; label: string }[] = [
  { id: 'low', label: 'Somewhat Important' },
  { id: 'medium', label: 'Very Important' },
  { id: 'high', label: 'Absolutely Critical' },
];

export const TRACKING_TYPES: readonly { id: TrackingType; label: string }[] = [
  { id: 'percentage', label: 'Percentage' },
  { id: 'status', label: 'Status' },
  { id: 'milestone', label: 'Milestone' },
  { id: 'currency', label: 'Currency' },
  { id: 'subcategory', label: 'Sub-categories' },
];

export const FINANCIAL_TYPES: readonly { id: FinancialType; label: string }[] = [
  { id: 'savings', label: 'Savings' },
  { id: 'debt', label: 'Debt payoff' },
  { id: 'income', label: 'Income' },
  { id: 'investment', label: 'Investment' },
];

export function priorityLabel(id: Priority): string {
  return PRIORITIES.find((p) => p.id === id)?.label ?? id;
}
