import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredColorMode } from './color-mode-storage';

export type ColorMode = 'light' | 'dark';

/**
 * The mode the server drew its member shell in (the saved preference, as
 * `data-color-mode` on <html>; app/shell/member-shell.html), for a browser that
 * remembers none yet.
 */
function serverPaintedMode(): ColorMode | null {
  if (typeof document === 'undefined' || !document.getElementById('member-shell')) return null;
  return document.documentElement.dataset.colorMode === 'dark' ? 'dark' : 'light';
}

/**
 * The one switch for light/dark: the whole MUI theme follows it (AppThemeProvider).
 * It starts from the mode remembered on this browser (see color-mode-storage), else the
 * one the server drew the first paint in, so a reload paints in the right mode at once; the account feature keeps it in step with
 * the user's saved preference and writes it back.
 */
export const colorModeSlice = createSlice({
  name: 'colorMode',
  initialState: () => ({
    mode: (readStoredColorMode()?.mode ?? serverPaintedMode() ?? 'light') as ColorMode,
  }),
  reducers: {
    colorModeChanged(state, action: PayloadAction<ColorMode>) {
      state.mode = action.payload;
    },
  },
  selectors: {
    selectColorMode: (state) => state.mode,
  },
});

export const { colorModeChanged } = colorModeSlice.actions;
export const { selectColorMode } = colorModeSlice.selectors;
