import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectColorMode } from './color-mode-slice';
import { createAppTheme } from './create-app-theme';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useSelector(selectColorMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
