import type { Components, Theme } from '@mui/material/styles';
import { radius } from '../primitives';

/** The keyboard's focus ring: 2 px of the primary colour, just outside the control. */
const focusRing = (theme: Theme) => ({
  outline: `2px solid ${theme.palette.primary.main}`,
  outlineOffset: 2,
});

/** Buttons, text fields, checkboxes. */
export const inputsOverrides: Components<Theme> = {
  // A focus ring anyone can see on every button, menu item, tab and switch reached by the
  // keyboard (MUI's own cue is a faint ripple): 2px of the primary colour, outside a
  // button, inside an item that fills its row.
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': focusRing(theme),
        '&.MuiMenuItem-root.Mui-focusVisible, &.MuiListItemButton-root.Mui-focusVisible, &.MuiTab-root.Mui-focusVisible':
          { outlineOffset: -2 },
        // A switch clips what lies outside its track: the ring goes round the thumb.
        '&.MuiSwitch-switchBase.Mui-focusVisible': { outlineOffset: -7 },
      }),
    },
  },
  // The same ring round a slider's thumb (a value's Alignment): MUI's own cue is a halo
  // at 16 % opacity, far under the 3:1 a focus indicator needs.
  MuiSlider: {
    styleOverrides: {
      thumb: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }),
    },
  },
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
