import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import type { CoreValue } from '../model/values';

/** Spec §5: 'Are you sure you want to delete this value? This action cannot be undone.' */
export const DELETE_VALUE_CONFIRMATION =
  'Are you sure you want to delete this value? This action cannot be undone.';

export function DeleteValueDialog({
  value,
  deleting,
  onCancel,
  onConfirm,
}: {
  value: CoreValue | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  // Keep naming the value while the dialog fades out after a choice.
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return (
    <Dialog
      open={value !== null}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-value-title"
      aria-describedby="delete-value-text"
      role="alertdialog"
    >
      <DialogTitle id="delete-value-title">
        Delete {value ? `"${value.name}"` : 'value'}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-value-text">{DELETE_VALUE_CONFIRMATION}</DialogContentText>
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
