import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { FeatureRoute } from '../shared/manifest';
import { FullPageLoader } from '../shared/ui/full-page-loader';
import { registry as defaultRegistry } from './feature-registry';
import type { AppRegistry } from './registry/build-registry';
import { GuestGate, MemberGate } from './routing/gates';
import { RootLayout } from './routing/root-layout';
import { Themed } from './routing/themed';

const PageNotFound = lazy(() =>
  import('../shared/ui/page-not-found').then((m) => ({ default: m.PageNotFound })),
);

/** A guest or public page: inside the MUI shell unless it is `standalone` (no MUI). */
function page(route: FeatureRoute) {
  return route.standalone ? (
    <Suspense key={route.path} fallback={<FullPageLoader />}>
      <route.Component />
    </Suspense>
  ) : (
    <Themed key={route.path}>
      <route.Component />
    </Themed>
  );
}

/**
 * The route tree, built from the manifests:
 * - guest-only routes (/auth) under GuestGate,
 * - member routes under MemberGate (which also serves a guest route of the same path, '/'),
 * - public routes, redirects (/dashboard -> /, /reflection -> /daily-reflections), and 404.
 *
 * Declarative routing (useRoutes) rather than a data router: data comes from RTK Query,
 * and the data router would add ~17 kB gzip to the first page.
 *
 * MUI (theme, CssBaseline, toasts) loads with the first page that needs it (<Themed>):
 * `standalone` pages such as the landing page render without it.
 */
export function buildRoutes(registry: AppRegistry = defaultRegistry): RouteObject[] {
  const memberPaths = new Set(registry.memberRoutes.map((route) => route.path));
  const guestTwins = new Map(
    registry.guestRoutes
      .filter((route) => memberPaths.has(route.path))
      .map((route) => [route.path, page(route)]),
  );
  const guestOnly = registry.guestRoutes.filter((route) => !memberPaths.has(route.path));

  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <GuestGate />,
          children: guestOnly.map((route) => ({ path: route.path, element: page(route) })),
        },
        {
          element: <MemberGate routes={registry.memberRoutes} guestTwins={guestTwins} />,
          children: registry.memberRoutes.map((route) => ({
            path: route.path,
            Component: route.Component,
          })),
        },
        ...registry.publicRoutes.map((route) => ({
          path: route.path,
          element: page(route),
        })),
        ...registry.redirects.map((redirect) => ({
          path: redirect.from,
          element: <Navigate to={redirect.to} replace />,
        })),
        {
          path: '*',
          element: (
            <Themed>
              <PageNotFound />
            </Themed>
          ),
        },
      ],
    },
  ];
}

/** Renders the app's routes; place inside a router (BrowserRouter, MemoryRouter in tests). */
export function AppRoutes({ registry = defaultRegistry }: { registry?: AppRegistry }) {
  const routes = useMemo(() => buildRoutes(registry), [registry]);
  return useRoutes(routes);
}
