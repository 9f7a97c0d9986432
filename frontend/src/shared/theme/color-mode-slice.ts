import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredColorMode } from './color-mode-storage';

export type ColorMode = 'light' | 'dark';

/**
 * The mode the server drew the page in: a signed-in member's saved preference, as
 * `data-color-mode="dark"` on <html> (backend spa.middleware.ts, on '/' with the member
 * shell and on the other member pages), for a browser that remembers none yet. Nothing
 * else sets it before the store starts; the server marks dark only.
 */
function serverPaintedMode(): ColorMode | null {
  if (typeof document === 'undefined') return null;
  return document.documentElement.dataset.colorMode === 'dark' ? 'dark' : null;
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
