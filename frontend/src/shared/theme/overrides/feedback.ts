import type { Components, Theme } from '@mui/material/styles';
import { radius } from '../primitives';

/** Alerts, snackbars (toasts), progress bars, skeletons. */
export const feedbackOverrides: Components<Theme> = {
  MuiAlert: {
    styleOverrides: {
      root: ({ theme, ownerState }) => ({
        borderRadius: radius.md,
        alignItems: 'flex-start',
        // The default (non-destructive) toast: a calm paper card rather than a blue box.
        ...(ownerState.severity === 'info' &&
          ownerState.variant === 'standard' && {
            backgroundColor: theme.palette.background.paper,
            color: theme.palette.text.primary,
            border: `1px solid ${theme.palette.divider}`,
            boxShadow: '0 12px 32px rgba(22, 28, 53, 0.16)',
          }),
      }),
    },
  },
  MuiLinearProgress: {
    styleOverrides: {
      root: { height: 8, borderRadius: radius.pill },
      bar: { borderRadius: radius.pill },
    },
  },
  MuiSkeleton: {
    styleOverrides: { rounded: { borderRadius: radius.md } },
  },
};
