import type { Components, Theme } from '@mui/material/styles';
import { radius } from '../primitives';

/** Paper, cards, dialogs, the app bar. */
export const surfacesOverrides: Components<Theme> = {
  MuiPaper: {
    styleOverrides: { root: { backgroundImage: 'none' } },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radius.lg,
        border: `1px solid ${theme.palette.divider}`,
        boxShadow:
          theme.palette.mode === 'light'
            ? '0 1px 2px rgba(22, 28, 53, 0.04), 0 8px 24px rgba(22, 28, 53, 0.05)'
            : 'none',
      }),
    },
  },
  MuiCardContent: {
    styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } },
  },
  MuiDialog: {
    styleOverrides: {
      // On a phone a dialog keeps 16 px of the page around it, not MUI's 32: at 320 px the
      // 32 left a form 256 px, and its "Save Value" broke over two lines.
      paper: ({ theme, ownerState }) =>
        ownerState.fullScreen
          ? {}
          : {
              [theme.breakpoints.down('sm')]: {
                margin: theme.spacing(2),
                maxHeight: `calc(100% - ${theme.spacing(4)})`,
                ...(ownerState.fullWidth && { width: `calc(100% - ${theme.spacing(4)})` }),
              },
            },
    },
  },
  // A dialog's title, fields and buttons share one inset: 24 px, and 16 px on a phone, where
  // two buttons side by side ("Cancel", "Add Milestone") then fit 320 px on one line.
  MuiDialogTitle: {
    styleOverrides: {
      root: ({ theme }) => ({
        [theme.breakpoints.down('sm')]: { paddingInline: theme.spacing(2) },
      }),
    },
  },
  MuiDialogContent: {
    styleOverrides: {
      root: ({ theme }) => ({
        [theme.breakpoints.down('sm')]: { paddingInline: theme.spacing(2) },
      }),
    },
  },
  MuiDialogActions: {
    styleOverrides: {
      root: ({ theme }) => ({
        padding: theme.spacing(1, 3, 2),
        [theme.breakpoints.down('sm')]: { paddingInline: theme.spacing(2) },
      }),
    },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        borderBottom: `1px solid ${theme.palette.divider}`,
      }),
    },
  },
};
