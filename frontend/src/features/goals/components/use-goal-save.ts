import { useState } from 'react';
import { describeSaveError, isDeletedElsewhere } from '../../../shared/api';
import { useToast } from '../../../shared/ui';
import { useUpdateGoalMutation } from '../api/goals-api';
import type { Goal, UpdateGoalRequest } from '../model/types';

/**
 * An edit dialog's save of its goal: the saved goal, or null with the failure said in the
 * dialog (`error`) and in a toast. Where the goal was deleted meanwhile (404: "Goal not
 * found" alone, with Save still offered, left the user trying again) it says so, and
 * `gone` turns Save off; what was typed stays on screen to copy.
 */
export function useGoalSave(goal: Goal) {
  const [updateGoal, { isLoading }] = useUpdateGoalMutation();
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const { toast } = useToast();
  async function save(changes: UpdateGoalRequest): Promise<Goal | null> {
    setError(null);
    try {
      return await updateGoal({ id: goal.id, changes }).unwrap();
    } catch (failure) {
      const message = describeSaveError(failure, 'goal');
      setGone(isDeletedElsewhere(failure, 'goal'));
      setError(message);
      // Spec §8 leaves a goal update's failure unsaid; it reads as the value form's does.
      toast({ title: 'Failed to update goal', description: message, variant: 'destructive' });
      return null;
    }
  }
  return { save, isLoading, error, gone };
}
