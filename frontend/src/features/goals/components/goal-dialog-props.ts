import type { Goal } from '../model/types';

/** What the goal's edit dialogs (Update, Edit) take from the goals page. */
export interface GoalDialogProps {
  goal: Goal;
  onClose: () => void;
  /** Shown from the start: why the dialog opened afresh (a save met a newer version). */
  notice?: string | null;
  /** A save answered 412: the goal is being read again, and this dialog will restart. */
  onConflict?: (message: string) => void;
}
