import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Read by screen readers, not drawn: a heading a page's outline needs (h1, h2, h3 without
 * a gap) where the design shows none. The usual clip pattern, as MUI's own.
 */
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
