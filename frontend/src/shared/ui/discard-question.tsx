import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * "Discard your changes?" with Keep Editing as the default: asked by a GuardedDialog
 * ('./guarded-dialog') and by a page's LeaveGuard ('./leave-guard').
 */
export function DiscardQuestion({
  open,
  onKeep,
  onDiscard,
  onGone,
  title = 'Discard your changes?',
  discardLabel = 'Discard',
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  /** After the question's closing transition, its focus given back. */
  onGone?: () => void;
  /** What leaving does, where it is more than closing a form ("Sign out and ..."). */
  title?: string;
  discardLabel?: string;
}) {
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      slotProps={{ transition: { onExited: onGone } }}
      aria-labelledby="discard-changes-title"
      aria-describedby="discard-changes-text"
    >
      <DialogTitle id="discard-changes-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-changes-text">
          What you typed here has not been saved yet.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="error" onClick={onDiscard}>
          {discardLabel}
        </Button>
        <Button variant="contained" autoFocus onClick={onKeep}>
          Keep Editing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
