import Alert from '@mui/material/Alert';

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
