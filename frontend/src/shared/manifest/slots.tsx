import { createContext, Suspense, useContext, type ReactNode } from 'react';
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
 * Starts the downloads of every contribution to these slots (those made with
 * `lazyPreloadable`; once each). A page with several slots that suspend it names them all,
 * so that the second slot's code does not wait for the first slot's. A failed download
 * shows where the contribution renders.
 */
export function usePreloadSlots(...names: SlotName[]) {
  const registry = useContext(SlotContext);
  for (const name of names)
    for (const item of registry[name] ?? []) item.Component.preload?.().catch(() => {});
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
   * together with the page and do not push each other down (layout shift, issue 7).
   */
  suspendHost?: boolean;
}

/** Renders every contribution to a slot, each in its own Suspense boundary (see suspendHost). */
export function Slot({ name, fallback = null, wrap, suspendHost = false }: SlotProps) {
  const items = useSlot(name);
  // One Suspense boundary for all of them: every download starts now, not each after the
  // one before it (see lazyPreloadable).
  usePreloadSlots(...(suspendHost ? [name] : []));
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
