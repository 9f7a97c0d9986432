import type { Goal } from '../model/types';

/**
 * What the goal's edit dialogs (Update, Edit) take from the goals page: the goal as the
 * list holds it now. When its version changes under the open dialog (a save answered 412
 * and the goal was read again, or another tab's change came in), the form moves onto it
 * and keeps the user's changes on top (useRebasedForm).
 */
export interface GoalDialogProps {
  goal: Goal;
  onClose: () => void;
}
