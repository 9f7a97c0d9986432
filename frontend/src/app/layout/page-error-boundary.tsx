import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { retryFailedLoads } from '../../shared/manifest';
import { PageTitle } from '../../shared/ui';
import { PathErrorBoundary } from '../routing/path-error-boundary';

/**
 * The page's own error boundary, inside the signed-in chrome: a page whose code could not
 * be fetched (offline, the server away, a deploy replaced it) or that failed to render
 * leaves the header and navigation in place, says why, and tries again (at once when the
 * browser is back online). Another page clears it. The root boundary (RouteError) stays
 * for failures outside the chrome.
 */
export function PageErrorBoundary({
  pathname,
  children,
}: {
  pathname: string;
  children: ReactNode;
}) {
  return (
    <PathErrorBoundary
      pathname={pathname}
      onRetry={retryFailedLoads}
      fallback={(error, retry) => <PageError error={error} onRetry={retry} />}
    >
      {children}
    </PathErrorBoundary>
  );
}

/** A dynamic import that failed (Chromium, Firefox and Safari word it differently). */
function isCodeLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|Load failed|NetworkError/i.test(
    message,
  );
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine;

function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const unreachable = !online || isCodeLoadError(error);
  // Offline: it tries again by itself when the connection is back.
  useEffect(() => {
    if (!unreachable) return undefined;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [unreachable, onRetry]);

  // Only what the chrome has loaded already (no Alert: its code would weigh on every
  // signed-in first page, and could be the very download that failed).
  const [title, text, action] = !online
    ? [
        'You are offline',
        'This page needs a connection to load. It will appear by itself when you are back online.',
        null,
      ]
    : unreachable
      ? [
          'This page could not be loaded',
          'Lodestar could not reach the server. Check your connection and try again.',
          <Button key="retry" variant="contained" onClick={onRetry}>
            Try again
          </Button>,
        ]
      : [
          'Something went wrong',
          'This page could not be shown. Reloading usually fixes it.',
          <Button key="reload" variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>,
        ];
  return (
    <>
      <PageTitle title={title} />
      <Typography role={online ? 'alert' : 'status'} sx={{ mb: 3, maxWidth: '60ch' }}>
        {text}
      </Typography>
      {action}
    </>
  );
}
