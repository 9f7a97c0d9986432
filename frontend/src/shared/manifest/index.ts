export {
  defineFeature,
  type FeatureManifest,
  type FeatureRoute,
  type FeatureRedirect,
  type NavArea,
  type NavEntry,
  type RouteAccess,
  type SlotContribution,
  type SlotName,
} from './types';
export { Slot, SlotProvider, usePreloadSlots, useSlot, type SlotRegistry } from './slots';
export {
  lazyPreloadable,
  retryFailedLoads,
  type LazyPreloadable,
  type Preloadable,
} from './lazy-preloadable';
export { lazyIcon, type IconComponent, type IconProps, type LazyIcon } from './lazy-icon';
export { startSlotContributions, SLOT_DATA_WAIT_MS, type DataPrefetch } from './slot-data';
