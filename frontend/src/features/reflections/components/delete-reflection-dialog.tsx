import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Asks before a saved session is deleted (an alertdialog, as Delete Goal's and the value's
 * are; Cancel has the focus). `what` names it: "your morning reflection of Nov 29, 2026".
 */
export function DeleteReflectionDialog({
  open,
  what,
  deleting,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  what: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-reflection-title"
      aria-describedby="delete-reflection-text"
      role="alertdialog"
    >
      <DialogTitle id="delete-reflection-title">Delete this reflection?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-reflection-text">
          {`Delete ${what}? Its answers are gone for good; the XP it earned stays yours.`}
        </DialogContentText>
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
