import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PathErrorBoundary } from './path-error-boundary';
import { RouteError } from './route-error';

/** Back to the top on every new page (hash links keep the browser's behaviour). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <PathErrorBoundary pathname={pathname} fallback={() => <RouteError />}>
      <ScrollToTop />
      <Outlet />
    </PathErrorBoundary>
  );
}
