import type { Components, Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
import { radius } from '../primitives';

/** Tabs, lists used as navigation, menus, the bottom navigation. */
export const navigationOverrides: Components<Theme> = {
  MuiTabs: {
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: 44,
        padding: 4,
        borderRadius: radius.md,
        backgroundColor:
          theme.palette.mode === 'light'
            ? theme.palette.grey[100]
            : alpha(theme.palette.common.white, 0.06),
      }),
      indicator: ({ theme }) => ({
        height: '100%',
        borderRadius: radius.sm + 2,
        backgroundColor: theme.palette.background.paper,
        boxShadow: '0 1px 3px rgba(22, 28, 53, 0.12)',
        zIndex: 0,
      }),
    },
  },
  MuiTab: {
    styleOverrides: {
      root: ({ theme }) => ({
        zIndex: 1,
        minHeight: 36,
        fontWeight: 600,
        textTransform: 'none',
        borderRadius: radius.sm + 2,
        color: theme.palette.text.secondary,
        '&.Mui-selected': { color: theme.palette.text.primary },
      }),
    },
  },
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radius.sm + 2,
        marginBlock: 2,
        '&.Mui-selected, &[aria-current="page"]': {
          backgroundColor: alpha(
            theme.palette.primary.main,
            theme.palette.mode === 'light' ? 0.1 : 0.2,
          ),
          color: theme.palette.primary.main,
          fontWeight: 600,
          '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
        },
      }),
    },
  },
  MuiListItemIcon: {
    styleOverrides: { root: { minWidth: 36 } },
  },
  MuiMenu: {
    styleOverrides: {
      paper: ({ theme }) => ({
        borderRadius: radius.md,
        border: `1px solid ${theme.palette.divider}`,
        boxShadow: '0 12px 32px rgba(22, 28, 53, 0.12)',
        minWidth: 220,
      }),
    },
  },
  MuiBottomNavigation: {
    styleOverrides: {
      root: ({ theme }) => ({ borderTop: `1px solid ${theme.palette.divider}`, height: 64 }),
    },
  },
  MuiBottomNavigationAction: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&[aria-current="page"]': { color: theme.palette.primary.main },
      }),
    },
  },
};
