import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { askBeforeUnload, UnsavedContext } from './unsaved-changes';

type GuardedDialogProps = Omit<DialogProps, 'onClose'> & {
  /** Closes the dialog; a click outside or Escape calls it only after asking, when unsaved. */
  onClose?: () => void;
  /**
   * Whether the form holds changes not saved yet, for a dialog whose form state lives
   * beside it; a form inside it may say so itself with useUnsavedChanges ('./unsaved-changes').
   */
  unsaved?: boolean;
  children: ReactNode;
};

/**
 * A form's dialog that does not lose typing by accident: when its form reports
 * unsaved changes (useUnsavedChanges ('./unsaved-changes')), a click outside or Escape asks
 * "Discard your changes?" (Keep Editing is the default), and so does a reload.
 * The form's own Cancel button closes at once: that is a choice, not an accident.
 */
export function GuardedDialog({
  onClose,
  unsaved: unsavedNow,
  children,
  ...props
}: GuardedDialogProps) {
  const unsaved = useRef(false);
  const [asking, setAsking] = useState(false);
  const { open } = props;

  useEffect(() => {
    if (unsavedNow !== undefined) unsaved.current = unsavedNow;
  }, [unsavedNow]);

  useEffect(() => (open ? askBeforeUnload(() => unsaved.current) : undefined), [open]);

  const close = onClose
    ? () => {
        if (unsaved.current) setAsking(true);
        else onClose();
      }
    : undefined;

  return (
    <UnsavedContext.Provider value={unsaved}>
      <Dialog {...props} onClose={close}>
        {children}
      </Dialog>
      <Dialog
        open={open && asking}
        onClose={() => setAsking(false)}
        aria-labelledby="discard-changes-title"
        aria-describedby="discard-changes-text"
      >
        <DialogTitle id="discard-changes-title">Discard your changes?</DialogTitle>
        <DialogContent>
          <DialogContentText id="discard-changes-text">
            What you typed here has not been saved yet.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            color="error"
            onClick={() => {
              setAsking(false);
              unsaved.current = false;
              onClose?.();
            }}
          >
            Discard
          </Button>
          <Button variant="contained" autoFocus onClick={() => setAsking(false)}>
            Keep Editing
          </Button>
        </DialogActions>
      </Dialog>
    </UnsavedContext.Provider>
  );
}
