import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, useEffect, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedLoads } from '../../shared/manifest';
import { PageTitle } from '../../shared/ui';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  pathname: string;
}

/**
 * The page's own error boundary, inside the signed-in chrome: a page whose code could not
 * be fetched (offline, the server away, a deploy replaced it) or that failed to render
 * leaves the header and navigation in place, says why, and tries again (at once when the
 * browser is back online). Another page clears it. The root boundary (RouteError) stays
 * for failures outside the chrome.
 */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname !== state.pathname ? { error: null, pathname: props.pathname } : null;
  }

  private retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PageError error={error} onRetry={this.retry} />;
  }
}

/** A dynamic import that failed (Chromium, Firefox and Safari word it differently). */
export function isCodeLoadError(error: unknown): boolean {
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

  if (!online) {
    return (
      <>
        <PageTitle title="You are offline" />
        <Alert severity="info">
          This page needs a connection to load. It will appear by itself when you are back online.
        </Alert>
      </>
    );
  }
  if (unreachable) {
    return (
      <>
        <PageTitle title="This page could not be loaded" />
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
              Try again
            </Button>
          }
        >
          Lodestar could not reach the server. Check your connection and try again.
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle title="Something went wrong" />
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => window.location.reload()}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Reload
          </Button>
        }
      >
        This page could not be shown. Reloading usually fixes it.
      </Alert>
    </>
  );
}
