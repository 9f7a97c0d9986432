import type { Components, Theme } from '@mui/material/styles';

/** Avatars, chips, tooltips. */
export const dataDisplayOverrides: Components<Theme> = {
  MuiAvatar: {
    styleOverrides: {
      root: ({ theme }) => ({
        fontWeight: 700,
        fontSize: '0.9rem',
        backgroundColor: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
      }),
    },
  },
  MuiChip: {
    styleOverrides: { root: { fontWeight: 600 } },
  },
};
