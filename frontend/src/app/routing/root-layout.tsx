import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteError } from './route-error';

/** Back to the top on every new page (hash links keep the browser's behaviour). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  pathname: string;
}

/** Catches render errors (e.g. a page chunk failed to load); navigating elsewhere clears it. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
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

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <ScrollToTop />
      <Outlet />
    </RouteErrorBoundary>
  );
}
