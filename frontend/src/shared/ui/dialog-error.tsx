import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * An error shown inside an open dialog. The spec's toast is shown too, but while
 * a dialog is open the rest of the page (the toast included) is hidden from
 * screen readers, and the toast leaves after a few seconds, so the dialog says
 * it itself until the next try.
 */
export function DialogError({
  message,
  sx = { mb: 2 },
}: {
  message: string | null;
  /** Below the alert by default; a grid's gap spaces it instead (`sx={{}}`). */
  sx?: SxProps<Theme>;
}) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  );
}
