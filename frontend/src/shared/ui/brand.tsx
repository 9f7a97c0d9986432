import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '../config/env';

/** The star mark; decorative. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="16" fill="#1b2559" />
      <path d="M32 8l5.6 18.4L56 32l-18.4 5.6L32 56l-5.6-18.4L8 32l18.4-5.6z" fill="#f5b83d" />
    </Box>
  );
}

/** Mark + product name, linking to '/'. Its accessible name is the product name. */
export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      <BrandMark />
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.02em' }}
      >
        {env.productName}
      </Typography>
    </Box>
  );
}
