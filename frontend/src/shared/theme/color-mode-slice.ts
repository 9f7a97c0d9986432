import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredColorMode } from './color-mode-storage';

export type ColorMode = 'light' | 'dark';

/**
 * The one switch for light/dark: the whole MUI theme follows it (AppThemeProvider).
 * It starts from the mode remembered on this browser (see color-mode-storage), so a
 * reload paints in the right mode at once; the account feature keeps it in step with
 * the user's saved preference and writes it back.
 */
export const colorModeSlice = createSlice({
  name: 'colorMode',
  initialState: () => ({ mode: (readStoredColorMode()?.mode ?? 'light') as ColorMode }),
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
