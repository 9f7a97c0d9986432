import type { TypographyVariantsOptions } from '@mui/material/styles';
import { fontFamily } from './primitives';

export const typography: TypographyVariantsOptions = {
  fontFamily,
  h1: {
    fontSize: 'clamp(2.5rem, 6vw, 4rem)',
    fontWeight: 800,
    letterSpacing: '-0.03em',
    lineHeight: 1.05,
  },
  h2: {
    fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)',
    fontWeight: 750,
    letterSpacing: '-0.02em',
    lineHeight: 1.15,
  },
  h3: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
  h4: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
  h5: { fontSize: '1.25rem', fontWeight: 650 },
  h6: { fontSize: '1.0625rem', fontWeight: 650 },
  subtitle1: { fontWeight: 500 },
  button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
  overline: { fontWeight: 700, letterSpacing: '0.12em' },
};
