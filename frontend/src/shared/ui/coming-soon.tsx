import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface ComingSoonProps {
  /** The page's real title, e.g. 'Your Goals'. */
  title: string;
  subtitle?: ReactNode;
  /** What this page will offer. */
  upcoming?: readonly string[];
  children?: ReactNode;
}

/** An honest placeholder for a page whose feature is not built yet. */
export function ComingSoon({ title, subtitle, upcoming = [], children }: ComingSoonProps) {
  return (
    <>
      <PageTitle title={title} subtitle={subtitle} />
      {children}
      <Card>
        <CardContent sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 56,
              height: 56,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'secondary.light',
              color: 'secondary.contrastText',
            }}
          >
            <AutoAwesomeIcon />
          </Box>
          <Box>
            <Chip label="Coming soon" color="secondary" size="small" sx={{ mb: 1.5 }} />
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              This page is on its way
            </Typography>
            <Typography color="text.secondary" sx={{ mb: upcoming.length ? 2 : 0 }}>
              We are building it right now. Here is what you will find:
            </Typography>
            {upcoming.length > 0 ? (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {upcoming.map((item) => (
                  <Box
                    component="li"
                    key={item}
                    sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
                  >
                    <CheckCircleOutlineIcon fontSize="small" color="primary" aria-hidden="true" />
                    <Typography variant="body2">{item}</Typography>
                  </Box>
                ))}
              </Box>
            ) : null}
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
