import type { PaletteOptions } from '@mui/material/styles';
import type { ColorMode } from './color-mode-slice';
import { colors } from './primitives';

const light: PaletteOptions = {
  mode: 'light',
  primary: {
    main: colors.indigo[600],
    dark: colors.navy[800],
    light: colors.indigo[400],
    contrastText: colors.white,
  },
  secondary: {
    main: colors.amber[500],
    dark: colors.amber[600],
    light: colors.amber[300],
    contrastText: colors.navy[900],
  },
  background: { default: colors.slate[50], paper: colors.white },
  text: { primary: colors.slate[900], secondary: colors.slate[500] },
  divider: colors.slate[200],
};

const dark: PaletteOptions = {
  mode: 'dark',
  primary: {
    main: colors.indigo[300],
    // What MUI paints a filled button with on hover: lighter, not darker, so its navy
    // text keeps 11:1 (indigo 500 gave 3.3:1).
    dark: colors.indigo[200],
    light: colors.indigo[100],
    contrastText: colors.navy[950],
  },
  secondary: {
    main: colors.amber[400],
    dark: colors.amber[500],
    light: colors.amber[300],
    contrastText: colors.navy[950],
  },
  // MUI's default dark red (#f44336) under white text misses WCAG AA; a lighter red
  // with navy text reads well on both the buttons and the navy surfaces.
  error: { main: '#ff8a80', dark: '#f44336', light: '#ffb4ab', contrastText: colors.navy[950] },
  background: { default: colors.navy[950], paper: colors.navy[900] },
  text: { primary: '#e8eaf6', secondary: '#a7add0' },
  divider: 'rgba(152, 166, 234, 0.16)',
};

export const palettes: Record<ColorMode, PaletteOptions> = { light, dark };
