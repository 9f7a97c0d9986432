import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLayoutEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { toastDismissed, type Toast } from './toast-slice';

const dialogOnScreen = () => document.querySelector('[role="dialog"]') !== null;

export default function ToastView({ toast, open }: { toast: Toast; open: boolean }) {
  const dispatch = useDispatch();
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    dispatch(toastDismissed(toast.id));
  };
  const destructive = toast.variant === 'destructive';
  // Over an open dialog the toast goes to the top: at the bottom it covered the dialog's
  // buttons (on a phone it spans the width), e.g. the conflict toast that appears while
  // the edit dialog is still open. On a wider screen to the top-right corner, clear of a
  // centred dialog and of the header's navigation: a success toast is usually made as its
  // dialog closes, and at the top centre it covered the navigation for its whole life.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  // Read once the toast's own commit is on the page, before it paints: a success toast
  // made as its dialog closes ("Progress updated") finds the dialog gone and takes the
  // bottom corner, instead of covering the header's bell and avatar for its whole life.
  const [overDialog, setOverDialog] = useState(dialogOnScreen);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a DOM read after commit, before paint
    setOverDialog(dialogOnScreen());
  }, [toast.id]);

  return (
    // In its own node under <body>: a toast inside the app's root would be hidden
    // from screen readers while a dialog has made that root aria-hidden.
    <Portal>
      <Snackbar
        key={toast.id}
        open={open}
        autoHideDuration={toast.duration}
        onClose={close}
        anchorOrigin={
          overDialog
            ? { vertical: 'top', horizontal: wide ? 'right' : 'center' }
            : { vertical: 'bottom', horizontal: 'right' }
        }
        sx={overDialog ? undefined : { bottom: { xs: 88, md: 24 } }}
        // Read by other top-corner popups (the achievement toast) to stand clear of it.
        data-toast-edge={overDialog ? 'top' : 'bottom'}
      >
        <Alert
          onClose={() => close()}
          severity={destructive ? 'error' : 'info'}
          variant={destructive ? 'filled' : 'standard'}
          role={destructive ? 'alert' : 'status'}
          sx={{ width: '100%', minWidth: { sm: 340 }, maxWidth: 480 }}
        >
          <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
