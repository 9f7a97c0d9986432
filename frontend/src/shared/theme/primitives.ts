/**
 * The few primitives the whole theme is derived from. A lodestar is the guiding star:
 * a calm night-sky navy/indigo with a warm amber star as accent.
 */
export const colors = {
  navy: { 950: '#0b1024', 900: '#111735', 800: '#1b2559', 700: '#25317a' },
  indigo: {
    700: '#2c3a96',
    600: '#3346a8',
    500: '#4a5dc4',
    400: '#6f80d9',
    300: '#98a6ea',
    200: '#bcc6f4',
    100: '#e3e7fb',
    50: '#f1f3fd',
  },
  amber: { 600: '#d98b0b', 500: '#f0a020', 400: '#f5b83d', 300: '#f8cd72', 100: '#fdf0d5' },
  slate: {
    900: '#161c35',
    700: '#3d4566',
    500: '#5b6280',
    400: '#8a90ab',
    200: '#dfe2ee',
    100: '#eceef6',
    50: '#f6f7fb',
  },
  white: '#ffffff',
} as const;

export const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

export const radius = { sm: 8, md: 12, lg: 16, pill: 999 } as const;
