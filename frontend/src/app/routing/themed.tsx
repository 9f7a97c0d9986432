import { lazy, Suspense, type ReactNode } from 'react';
import { FullPageLoader } from '../../shared/ui/full-page-loader';

const loadMuiShell = () => import('./mui-shell');
const MuiShell = lazy(loadMuiShell);

/** Starts loading the MUI shell ahead of the first <Themed> (the module cache shares it). */
export function preloadMuiShell(): Promise<unknown> {
  return loadMuiShell();
}

/**
 * Renders its children inside the MUI shell (theme, CssBaseline, toasts), loading the
 * shell first if needed. Every route uses it except `standalone` ones (the landing page).
 */
export function Themed({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <MuiShell>
        <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
      </MuiShell>
    </Suspense>
  );
}
