import { createContext, Suspense, use, useContext, type ReactNode } from 'react';
import { ReactReduxContext } from 'react-redux';
import { selectSessionUser } from '../session/session-api';
import { hasPrefetch, startSlotContributions } from './slot-data';
import type { SlotContribution, SlotName } from './types';

export type SlotRegistry = Partial<Record<SlotName, readonly SlotContribution[]>>;

const SlotContext = createContext<SlotRegistry>({});

/** Provided once by the app with the contributions of every feature manifest. */
export function SlotProvider({ slots, children }: { slots: SlotRegistry; children: ReactNode }) {
  return <SlotContext.Provider value={slots}>{children}</SlotContext.Provider>;
}

/** The contributions to one slot, ordered. */
export function useSlot(name: SlotName): readonly SlotContribution[] {
  return useContext(SlotContext)[name] ?? [];
}

/**
 * The signed-in user's start of a slot's code and data (startSlotContributions), or null
 * outside a store or signed out (then only the code is asked for).
 */
function useSlotStarter() {
  const store = useContext(ReactReduxContext)?.store;
  const user = store ? selectSessionUser(store.getState()) : null;
  return store && user
    ? (name: SlotName, items: readonly SlotContribution[]) =>
        startSlotContributions(name, items, store.dispatch, user)
    : null;
}

/**
 * Starts the downloads (those made with `lazyPreloadable`; once each) and the data
 * (`prefetch`) of every contribution to these slots. A page with several slots that
 * suspend it names them all, so that the second slot's code and data do not wait for the
 * first slot's. A failed download shows where the contribution renders.
 */
export function usePreloadSlots(...names: SlotName[]) {
  const registry = useContext(SlotContext);
  const start = useSlotStarter();
  for (const name of names) {
    const items = registry[name] ?? [];
    if (start) void start(name, items);
    else for (const item of items) item.Component.preload?.().catch(() => {});
  }
}

interface SlotProps {
  name: SlotName;
  /** Rendered when no feature contributes to this slot. */
  fallback?: ReactNode;
  /** Wraps each contribution (e.g. a grid cell). */
  wrap?: (node: ReactNode, contribution: SlotContribution) => ReactNode;
  /**
   * true: a contribution still loading suspends the host (its nearest Suspense boundary,
   * e.g. the page's loader) instead of popping in later, so the contributions appear
   * together with the page and do not push each other down (layout shift, issue 7). It
   * also waits for the data of those with a `prefetch` (at most SLOT_DATA_WAIT_MS), so a
   * placeholder does not shrink or grow into the widget in front of the reader.
   */
  suspendHost?: boolean;
}

/** Renders every contribution to a slot, each in its own Suspense boundary (see suspendHost). */
export function Slot({ name, fallback = null, wrap, suspendHost = false }: SlotProps) {
  const items = useSlot(name);
  const start = useSlotStarter();
  // One Suspense boundary for all of them: every download starts now, not each after the
  // one before it (see lazyPreloadable), and the host waits for their data as well.
  usePreloadSlots(...(suspendHost ? [name] : []));
  if (suspendHost && start && hasPrefetch(items)) use(start(name, items));
  if (items.length === 0) return <>{fallback}</>;
  return (
    <>
      {items.map((item) => {
        const node = suspendHost ? (
          <item.Component key={item.id} />
        ) : (
          <Suspense key={item.id} fallback={null}>
            <item.Component />
          </Suspense>
        );
        return wrap ? <SlotItem key={item.id}>{wrap(node, item)}</SlotItem> : node;
      })}
    </>
  );
}

function SlotItem({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
