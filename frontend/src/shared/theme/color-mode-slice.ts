import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredColorMode } from './color-mode-storage';

export type ColorMode = 'light' | 'dark';

/**
 * The signed-in member's saved mode as the server sent this page: `<meta
 * name="lodestar:member-color-mode" content="light|dark">` (backend spa.middleware.ts, on
 * '/' with the member shell and on the other member pages it lists; a dark page is also
 * drawn dark there, `data-color-mode="dark"` on <html>). Read when a store starts: the app
 * never changes it, so it stays the server's word on the page load's member.
 */
export function memberModeFromServer(): ColorMode | null {
  if (typeof document === 'undefined') return null;
  const word = document
    .querySelector('meta[name="lodestar:member-color-mode"]')
    ?.getAttribute('content');
  return word === 'dark' || word === 'light' ? word : null;
}

/**
 * The one switch for light/dark: the whole MUI theme follows it (AppThemeProvider).
 * It starts from the mode the server drew the page in for its member, else the one
 * remembered on this browser (see color-mode-storage), so a reload paints in the right
 * mode at once and keeps it: the server's is the member's saved preference at this load,
 * the browser's may be older (changed since on another device). The account feature keeps
 * it in step with the user's saved preference and writes it back.
 */
export const colorModeSlice = createSlice({
  name: 'colorMode',
  initialState: () => ({
    mode: (memberModeFromServer() ?? readStoredColorMode()?.mode ?? 'light') as ColorMode,
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
