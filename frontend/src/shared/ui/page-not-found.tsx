import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Brand } from './brand';
import { useDocumentTitle } from './use-document-title';

/** The 404 page of any unknown path. */
export function PageNotFound() {
  useDocumentTitle('Page Not Found');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ px: { xs: 2, md: 4 }, py: 2 }}>
        <Brand />
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 8, textAlign: 'center' }}
      >
        <Box sx={{ maxWidth: 480 }}>
          <Typography
            aria-hidden="true"
            sx={{
              fontSize: { xs: 72, md: 104 },
              fontWeight: 800,
              lineHeight: 1,
              color: 'primary.main',
            }}
          >
            404
          </Typography>
          <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
            Page Not Found
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
            The page you are looking for does not exist or has moved. Let&apos;s get you back on
            course.
          </Typography>
          <Button
            component={RouterLink}
            to="/"
            variant="contained"
            size="large"
            startIcon={<HomeIcon />}
          >
            Go home
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
