import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useDispatch } from 'react-redux';
import { toastDismissed, type Toast } from './toast-slice';

export default function ToastView({ toast, open }: { toast: Toast; open: boolean }) {
  const dispatch = useDispatch();
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    dispatch(toastDismissed(toast.id));
  };
  const destructive = toast.variant === 'destructive';

  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={toast.duration}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ bottom: { xs: 88, md: 24 } }}
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
  );
}
