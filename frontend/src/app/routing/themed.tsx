import { lazy, Suspense, type ReactNode } from 'react';
import { FullPageLoader } from '../../shared/ui/full-page-loader';

const MuiShell = lazy(() => import('./mui-shell'));

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
