import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The navy, star-lit backdrop of the marketing pages (decorative). */
export function NightSky({
  children,
  rounded = false,
}: {
  children: ReactNode;
  rounded?: boolean;
}) {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: '#fff',
        borderRadius: rounded ? 6 : 0,
        background:
          'radial-gradient(circle at 80% 15%, rgba(245, 184, 61, 0.28), transparent 28%), radial-gradient(circle at 10% 90%, rgba(111, 128, 217, 0.35), transparent 40%), linear-gradient(160deg, #111735 0%, #1b2559 55%, #25317a 100%)',
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          pointerEvents: 'none',
          opacity: 0.55,
          backgroundImage:
            'radial-gradient(1.5px 1.5px at 12% 22%, #fff, transparent), radial-gradient(1px 1px at 32% 68%, #fff, transparent), radial-gradient(1.5px 1.5px at 58% 30%, #fff, transparent), radial-gradient(1px 1px at 72% 78%, #fff, transparent), radial-gradient(1px 1px at 88% 48%, #fff, transparent), radial-gradient(1.5px 1.5px at 44% 88%, #fff, transparent), radial-gradient(1px 1px at 22% 52%, #fff, transparent), radial-gradient(1px 1px at 94% 12%, #fff, transparent)',
        },
      }}
    >
      <Box sx={{ position: 'relative' }}>{children}</Box>
    </Box>
  );
}
