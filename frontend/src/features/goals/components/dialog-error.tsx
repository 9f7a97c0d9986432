import Alert from '@mui/material/Alert';
import type { Goal } from '../model/types';

/**
 * An error shown inside an open dialog. The spec's toast is shown too, but while
 * a dialog is open the rest of the page (the toast included) is hidden from
 * screen readers, so the dialog says it itself.
 */
export function DialogError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}

/** What the goal's edit dialogs (Update, Edit) take from the goals page. */
export interface GoalDialogProps {
  goal: Goal;
  onClose: () => void;
  /** Shown from the start: why the dialog opened afresh (a save met a newer version). */
  notice?: string | null;
  /** A save answered 412: the goal is being read again, and this dialog will restart. */
  onConflict?: (message: string) => void;
}
