import type { Slice } from '@reduxjs/toolkit';
import type {
  FeatureManifest,
  FeatureRedirect,
  FeatureRoute,
  NavArea,
  NavEntry,
  SlotContribution,
  SlotName,
} from '../../shared/manifest';
import type { SlotRegistry } from '../../shared/manifest';
import type { ListenerRegistration } from '../../shared/store';

/** Everything the app shell needs, merged from the feature manifests. */
export interface AppRegistry {
  features: readonly FeatureManifest[];
  guestRoutes: readonly FeatureRoute[];
  memberRoutes: readonly FeatureRoute[];
  publicRoutes: readonly FeatureRoute[];
  redirects: readonly FeatureRedirect[];
  nav: Readonly<Record<NavArea, readonly NavEntry[]>>;
  slots: SlotRegistry;
  slices: readonly Slice[];
  listeners: readonly ListenerRegistration[];
  /** Action types of the request events some feature answers. */
  handledRequests: ReadonlySet<string>;
}

function fail(message: string): never {
  throw new Error(`Feature registry: ${message}`);
}

function assertUnique(values: string[], what: string) {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) fail(`duplicate ${what} "${value}"`);
    seen.add(value);
  }
}

const byOrder = <T extends { order?: number }>(a: T, b: T) => (a.order ?? 100) - (b.order ?? 100);

/**
 * Merges manifests and checks they do not collide (same feature id, same path and
 * access twice, same nav id, same slice name, a redirect shadowing a route).
 */
export function buildRegistry(features: readonly FeatureManifest[]): AppRegistry {
  assertUnique(
    features.map((f) => f.id),
    'feature id',
  );

  const routes = features.flatMap((f) => f.routes ?? []);
  assertUnique(
    routes.map((r) => `${r.access} ${r.path}`),
    'route',
  );
  const redirects = features.flatMap((f) => f.redirects ?? []);
  assertUnique(
    [...new Set(routes.map((r) => r.path))].concat(redirects.map((r) => r.from)),
    'path (route or redirect)',
  );
  const publicPaths = new Set(routes.filter((r) => r.access === 'public').map((r) => r.path));
  for (const route of routes) {
    if (route.access !== 'public' && publicPaths.has(route.path)) {
      fail(`path "${route.path}" is both public and ${route.access}`);
    }
  }

  const navEntries = features.flatMap((f) => f.nav ?? []);
  assertUnique(
    navEntries.map((n) => n.id),
    'nav entry id',
  );
  const areas: NavArea[] = ['primary', 'account', 'overview', 'categories'];
  const nav = Object.fromEntries(
    areas.map((area) => [area, navEntries.filter((n) => n.area === area).sort(byOrder)]),
  ) as Record<NavArea, NavEntry[]>;

  const slots: Partial<Record<SlotName, SlotContribution[]>> = {};
  for (const feature of features) {
    for (const [name, items] of Object.entries(feature.slots ?? {}) as [
      SlotName,
      readonly SlotContribution[],
    ][]) {
      slots[name] = [...(slots[name] ?? []), ...items];
    }
  }
  for (const [name, items] of Object.entries(slots)) {
    assertUnique(
      items.map((item) => item.id),
      `contribution id in slot ${name}`,
    );
    items.sort(byOrder);
  }

  const slices = features.flatMap((f) => f.slices ?? []);
  assertUnique(
    slices.map((s) => s.reducerPath),
    'slice name',
  );
  const reserved = ['api', 'session', 'toast', 'colorMode'];
  for (const slice of slices) {
    if (reserved.includes(slice.reducerPath)) fail(`slice name "${slice.reducerPath}" is reserved`);
  }

  return {
    features,
    guestRoutes: routes.filter((r) => r.access === 'guest'),
    memberRoutes: routes.filter((r) => r.access === 'member'),
    publicRoutes: routes.filter((r) => r.access === 'public'),
    redirects,
    nav,
    slots,
    slices,
    listeners: features.flatMap((f) => f.listeners ?? []),
    handledRequests: new Set(
      features.flatMap((f) => (f.handles ?? []).map((action) => action.type)),
    ),
  };
}
