import type { GoalCategory } from '../../../shared/events';

export type { GoalCategory };
export type Priority = 'low' | 'medium' | 'high';
export type TrackingType = 'percentage' | 'status' | 'milestone' | 'currency' | 'subcategory';
export type FinancialType = 'savings' | 'debt' | 'income' | 'investment';

export interface Subcategory {
  name: string;
  completed: boolean;
}

/** A goal as GET /api/goals answers it (amounts in cents, dates yyyy-MM-dd). */
export interface Goal {
  id: string;
  title: string;
  description: string | null;
  category: GoalCategory;
  priority: Priority;
  targetDate: string | null;
  progress: number;
  isCompleted: boolean;
  trackingType: TrackingType;
  currentAmount: number;
  targetAmount: number;
  financialType: FinancialType;
  subcategories: Subcategory[];
  steps: string[];
  reflection: string | null;
  nextAction: string | null;
  needsCategorizing: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/goals (spec §7). */
export interface CreateGoalRequest {
  title: string;
  description: string | null;
  category: GoalCategory;
  priority: Priority;
  targetDate: string | null;
  progress: number;
  isCompleted: boolean;
  trackingType: TrackingType;
  currentAmount: number;
  targetAmount: number;
  steps: string[];
  reflection: string | null;
  nextAction: string | null;
}

/** PATCH /api/goals/{id}: any editable field. */
export type UpdateGoalRequest = Partial<
  Omit<Goal, 'id' | 'needsCategorizing' | 'version' | 'createdAt' | 'updatedAt'>
>;

/** GET /api/dashboard/stats. */
export interface DashboardStats {
  activeGoals: number;
  completedGoals: number;
  streak: number;
  completion: number;
  monthlyProgress: number;
}
