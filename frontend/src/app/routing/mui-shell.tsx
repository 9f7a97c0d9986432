import type { ReactNode } from 'react';
import { AppThemeProvider } from '../../shared/theme';
import { Toaster } from '../../shared/ui';

/**
 * The MUI part of the app: theme (with CssBaseline) and the toasts. Loaded on demand by
 * <Themed>, so a page that needs no MUI (the landing page) does not download it.
 */
export default function MuiShell({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      {children}
      <Toaster />
    </AppThemeProvider>
  );
}
