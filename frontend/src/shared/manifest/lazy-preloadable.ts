import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code can be asked for before it renders. */
export interface Preloadable {
  /** Starts the download (once; later calls share it). */
  preload?: () => Promise<unknown>;
}

export type LazyPreloadable = LazyExoticComponent<ComponentType> & Required<Preloadable>;

/**
 * `lazy()` with a `preload()` (`lazyPreloadable(() => import('./components/card'))`), for
 * slot contributions. React asks for a lazy component's code only when it renders it. A
 * slot that suspends its host (the dashboard's) renders its contributions in one Suspense
 * boundary, and while the signed-in app renders as a transition React stops at the first
 * contribution still loading: each widget's code was asked for only once the one before
 * it had arrived, a round trip and a render pass each (six on the dashboard). The slot
 * now preloads them all at once (`usePreloadSlots`; issue 7, docs/performance.md).
 */
export function lazyPreloadable(load: () => Promise<{ default: ComponentType }>): LazyPreloadable {
  let pending: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (pending ??= load().catch((error: unknown) => {
      // A failed preload may be tried again; a render that already met the failure keeps it
      // (React.lazy remembers its first outcome) and shows the nearest error boundary.
      pending = null;
      throw error;
    }));
  return Object.assign(lazy(preload), { preload });
}
