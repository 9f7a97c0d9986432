import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../shared/ui';

/** Last-resort error page (e.g. a page chunk failed to load after a deploy). */
export function RouteError() {
  useDocumentTitle('Something went wrong');
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 460 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1.5 }}>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This page could not be shown. Reloading usually fixes it.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button variant="outlined" href="/">
            Go home
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
