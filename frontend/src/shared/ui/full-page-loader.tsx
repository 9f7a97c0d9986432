import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centered spinner for route transitions and the first session check. */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ flex: 1, minHeight: 240, display: 'grid', placeItems: 'center' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
