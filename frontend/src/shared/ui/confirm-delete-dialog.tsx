import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { DialogError } from './dialog-error';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** Names the title and the question: `<id>-title`, `<id>-text`. */
  id: string;
  title: ReactNode;
  /** The question, which the dialog is described by. */
  question: ReactNode;
  /** More under the question (what is kept, the record's name). */
  children?: ReactNode;
  /** Why the last try failed, shown above the question. */
  error?: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /**
   * Once it has gone (after its fade): where the keyboard goes when the button that opened
   * it went with the record. Focused sooner, the dialog's own focus return would undo it.
   */
  onGone?: () => void;
}

/**
 * Every delete asks first the same way: an alertdialog whose safe choice, Cancel, has the
 * focus; Delete says "Deleting..." while the request is out, and neither button nor
 * Escape closes it until the answer decides (as a form's dialog while it saves).
 */
export function ConfirmDeleteDialog({
  open,
  id,
  title,
  question,
  children,
  error = null,
  deleting,
  onCancel,
  onConfirm,
  onGone,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      role="alertdialog"
      slotProps={{ transition: { onExited: onGone } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogError message={error} />
        <DialogContentText id={`${id}-text`}>{question}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
