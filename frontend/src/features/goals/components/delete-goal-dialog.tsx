import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { describeError } from '../../../shared/api';
import { focusPageHeading, useToast } from '../../../shared/ui';
import { useDeleteGoalMutation } from '../api/goals-api';
import type { Goal } from '../model/types';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';

/** 'Delete Goal' asks the spec's confirmation first. */
export default function DeleteGoalDialog({ goal, onClose }: { goal: Goal; onClose: () => void }) {
  const [deleteGoal, { isLoading }] = useDeleteGoalMutation();
  const [error, setError] = useState<string | null>(null);
  const { toast } = useToast();

  async function confirm() {
    try {
      await deleteGoal(goal.id).unwrap();
      toast({ title: 'Goal deleted' });
      onClose();
      focusPageHeading(); // the card and its menu button are gone
    } catch (failure) {
      const message = describeError(failure);
      setError(message);
      // Spec §8 leaves a goal delete's failure unsaid; it reads as a value's does.
      toast({ title: 'Failed to delete goal', description: message, variant: 'destructive' });
    }
  }

  return (
    <ConfirmDeleteDialog
      open
      id="delete-goal"
      title="Delete Goal"
      question="Are you sure you want to delete this goal?"
      error={error}
      deleting={isLoading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <DialogContentText sx={{ mt: 1, fontWeight: 600, wordBreak: 'break-word' }}>
        {goal.title}
      </DialogContentText>
      <DialogContentText variant="body2" sx={{ mt: 1 }}>
        Milestones under it are kept, without a goal.
      </DialogContentText>
    </ConfirmDeleteDialog>
  );
}
