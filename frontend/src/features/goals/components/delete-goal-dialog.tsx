import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { describeError } from '../../../shared/api';
import { focusPageHeading, useToast } from '../../../shared/ui';
import { useDeleteGoalMutation } from '../api/goals-api';
import type { Goal } from '../model/types';
import { DialogError } from '../../../shared/ui/dialog-error';

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
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="delete-goal-title"
      aria-describedby="delete-goal-text"
      role="alertdialog"
    >
      <DialogTitle id="delete-goal-title">Delete Goal</DialogTitle>
      <DialogContent>
        <DialogError message={error} />
        <DialogContentText id="delete-goal-text">
          Are you sure you want to delete this goal?
        </DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600, wordBreak: 'break-word' }}>
          {goal.title}
        </DialogContentText>
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          Milestones under it are kept, without a goal.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The safe choice has the focus, as in every delete confirmation. */}
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={isLoading}>
          {isLoading ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
