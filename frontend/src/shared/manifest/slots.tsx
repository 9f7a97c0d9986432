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

interface SlotProps {
  name: SlotName;
  /** Rendered when no feature contributes to this slot. */
  fallback?: ReactNode;
  /** Wraps each contribution (e.g. a grid cell). */
  wrap?: (node: ReactNode, contribution: SlotContribution) => ReactNode;
}

/** Renders every contribution to a slot, each in its own Suspense boundary. */
export function Slot({ name, fallback = null, wrap }: SlotProps) {
  const items = useSlot(name);
  if (items.length === 0) return <>{fallback}</>;
  return (
    <>
      {items.map((item) => {
        const node = (
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
