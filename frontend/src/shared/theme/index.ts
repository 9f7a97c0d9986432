export { AppThemeProvider } from './app-theme-provider';
export { createAppTheme } from './create-app-theme';
export {
  colorModeSlice,
  colorModeChanged,
  selectColorMode,
  type ColorMode,
} from './color-mode-slice';
export {
  COLOR_MODE_STORAGE_KEY,
  readStoredColorMode,
  writeStoredColorMode,
  clearStoredColorMode,
  type StoredColorMode,
} from './color-mode-storage';
export { colors, radius, fontFamily } from './primitives';
