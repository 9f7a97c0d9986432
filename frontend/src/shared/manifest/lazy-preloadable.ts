import { createElement, lazy, type ComponentType } from 'react';

/** A component whose code can be asked for before it renders. */
export interface Preloadable {
  /** Starts the download (once; later calls share it). */
  preload?: () => Promise<unknown>;
}

export type LazyPreloadable = ComponentType & Required<Preloadable>;

/**
 * `lazy()` with a `preload()` (`lazyPreloadable(() => import('./components/card'))`), for
 * slot contributions. React asks for a lazy component's code only when it renders it. A
 * slot that suspends its host (the dashboard's) renders its contributions in one Suspense
 * boundary, and while the signed-in app renders as a transition React stops at the first
 * contribution still loading: each widget's code was asked for only once the one before
 * it had arrived, a round trip and a render pass each (six on the dashboard). The slot
 * now preloads them all at once (`usePreloadSlots`; issue 7, docs/performance.md).
 */
/** Bumped by retryFailedLoads(): a component whose code failed before it loads afresh. */
let retries = 0;

/**
 * Lets every lazy component whose code could not be fetched ask for it again at its next
 * render (an error boundary's Try again, or the browser back online). Not automatic: a
 * render that meets a failure must reach its error boundary, not start the download again.
 */
export function retryFailedLoads(): void {
  retries += 1;
}

export function lazyPreloadable(load: () => Promise<{ default: ComponentType }>): LazyPreloadable {
  let pending: Promise<{ default: ComponentType }> | null = null;
  let failedAt: number | null = null;
  const preload = () =>
    (pending ??= load().catch((error: unknown) => {
      // A failed preload may be tried again; a render that met the failure keeps it
      // (React.lazy remembers its first outcome) and shows the nearest error boundary,
      // until retryFailedLoads() makes a fresh lazy component for the next render.
      pending = null;
      failedAt = retries;
      throw error;
    }));
  let current = lazy(preload);
  function Loaded() {
    if (failedAt !== null && retries > failedAt) {
      failedAt = null;
      current = lazy(preload);
    }
    return createElement(current);
  }
  return Object.assign(Loaded, { preload });
}
