import type { Components, Theme } from '@mui/material/styles';
import { radius } from '../primitives';

/** Buttons, text fields, checkboxes. */
export const inputsOverrides: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: radius.sm + 2, paddingInline: 18 },
      sizeLarge: { paddingBlock: 12, paddingInline: 26, fontSize: '1rem' },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { borderRadius: radius.sm + 2 } },
  },
  MuiTextField: {
    defaultProps: { fullWidth: true },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radius.sm + 2,
        backgroundColor: theme.palette.background.paper,
      }),
    },
  },
};
